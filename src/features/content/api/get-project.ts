import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { contentProjectResponseSchema, type ContentProjectRefRequest, type ContentProjectResponse } from '../../../domain/contracts/content.ts';
import { contentKeys } from './query-keys.ts';

/** While the fetch job runs the project's status and counts change; read it again this often. */
export const FETCHING_POLL_MS = 2000;

/** POST /api/content/projects/get: one project of the member's company (404 for another company's). */
export function getContentProject(request: ContentProjectRefRequest): Promise<ContentProjectResponse> {
  return apiPost('/content/projects/get', request, contentProjectResponseSchema);
}

/** The project for a member; `companyId` null (no session yet) leaves the query idle. */
export function useContentProject(companyId: number | null, projectId: number) {
  return useQuery({
    queryKey: contentKeys.project(companyId ?? 0, projectId),
    queryFn: () => getContentProject({ company_id: companyId ?? 0, project_id: projectId }),
    enabled: companyId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.project.status === 'fetching' ? FETCHING_POLL_MS : false),
  });
}
