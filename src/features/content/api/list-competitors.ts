import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { competitorListResponseSchema, type CompetitorListResponse, type ContentProjectRefRequest } from '../../../domain/contracts/content.ts';
import { FETCHING_POLL_MS } from './get-project.ts';
import { contentKeys } from './query-keys.ts';

/** POST /api/content/competitors/list: a member's read of the project's competitor pages. */
export function listCompetitors(request: ContentProjectRefRequest): Promise<CompetitorListResponse> {
  return apiPost('/content/competitors/list', request, competitorListResponseSchema);
}

/** Read again while the fetch job runs, so every page appears as it is read; `companyId` null leaves it idle. */
export function useCompetitors(companyId: number | null, projectId: number) {
  return useQuery({
    queryKey: contentKeys.competitors(companyId ?? 0, projectId),
    queryFn: () => listCompetitors({ company_id: companyId ?? 0, project_id: projectId }),
    enabled: companyId !== null,
    refetchInterval: (query) => (query.state.data?.project.status === 'fetching' ? FETCHING_POLL_MS : false),
  });
}
