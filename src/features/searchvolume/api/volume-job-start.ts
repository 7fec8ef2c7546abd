import { apiPost } from '../../../api/http.ts';
import { volumeJobStartRequestSchema, volumeJobStartResponseSchema, type VolumeJobStartResponse } from '../../../domain/contracts/volume-jobs.ts';
import type { VolumeLookupRequest } from '../../../machines/volume-lookup-machine.ts';

/** POST /api/research/volume-jobs/start; the body is checked with the shared contract before it leaves. */
export function startVolumeJob(companyId: number, request: VolumeLookupRequest): Promise<VolumeJobStartResponse> {
  const body = volumeJobStartRequestSchema.parse({ company_id: companyId, ...request, keywords: [...request.keywords] });
  return apiPost('/research/volume-jobs/start', body, volumeJobStartResponseSchema);
}
