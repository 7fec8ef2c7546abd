import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { briefingResponseSchema, type BriefingResponse } from '../../../../domain/contracts/content-analysis.ts';
import { analysisKeys, type ProjectAccess } from './query-keys.ts';

/** POST /api/content/briefing (a member) or /api/content/shared/briefing (a share link). */
export function getBriefing(projectId: number, access: ProjectAccess): Promise<BriefingResponse> {
  return 'shareId' in access
    ? apiPost('/content/shared/briefing', { project_id: projectId, share_id: access.shareId }, briefingResponseSchema)
    : apiPost('/content/briefing', { company_id: access.companyId, project_id: projectId }, briefingResponseSchema);
}

export function useBriefing(projectId: number, access: ProjectAccess) {
  return useQuery({ queryKey: analysisKeys.briefing(projectId, access), queryFn: () => getBriefing(projectId, access), retry: false });
}
