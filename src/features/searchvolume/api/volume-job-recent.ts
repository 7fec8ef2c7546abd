import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { volumeJobRecentResponseSchema, type VolumeJob } from '../../../domain/contracts/volume-jobs.ts';

export const recentVolumeJobsKey = (companyId: number) => ['volume-jobs', 'recent', companyId] as const;

/** POST /api/research/volume-jobs/recent: the person's newest lookups in the company. */
export async function getRecentVolumeJobs(companyId: number): Promise<VolumeJob[]> {
  const { jobs } = await apiPost('/research/volume-jobs/recent', { company_id: companyId }, volumeJobRecentResponseSchema);
  return jobs;
}

export function useRecentVolumeJobs(companyId: number | null) {
  return useQuery({
    queryKey: recentVolumeJobsKey(companyId ?? 0),
    queryFn: () => getRecentVolumeJobs(companyId ?? 0),
    enabled: companyId !== null,
  });
}
