import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { contentAnalysisResponseSchema, type ContentAnalysisResponse } from '../../../../domain/contracts/content-analysis.ts';
import { analysisKeys, type ProjectAccess } from './query-keys.ts';

/**
 * POST /api/content/analysis (a member) or /api/content/shared/analysis (a share link): the term
 * analysis of the project's selected competitors against its draft.
 */
export function getAnalysis(projectId: number, access: ProjectAccess): Promise<ContentAnalysisResponse> {
  return 'shareId' in access
    ? apiPost('/content/shared/analysis', { project_id: projectId, share_id: access.shareId }, contentAnalysisResponseSchema)
    : apiPost('/content/analysis', { company_id: access.companyId, project_id: projectId }, contentAnalysisResponseSchema);
}

export function useAnalysis(projectId: number, access: ProjectAccess) {
  // A refused link stays refused: retrying would only delay the message.
  return useQuery({ queryKey: analysisKeys.analysis(projectId, access), queryFn: () => getAnalysis(projectId, access), retry: false });
}
