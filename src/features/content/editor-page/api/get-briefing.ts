import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { briefingResponseSchema, type BriefingResponse } from '../../../../domain/contracts/content-analysis.ts';
import { editorKeys } from './query-keys.ts';

/** POST /api/content/briefing: the targets the score measures the draft against. */
export function getBriefing(companyId: number, projectId: number): Promise<BriefingResponse> {
  return apiPost('/content/briefing', { company_id: companyId, project_id: projectId }, briefingResponseSchema);
}

export function useBriefing(companyId: number, projectId: number) {
  return useQuery({ queryKey: editorKeys.briefing(companyId, projectId), queryFn: () => getBriefing(companyId, projectId), retry: false, staleTime: 60_000 });
}
