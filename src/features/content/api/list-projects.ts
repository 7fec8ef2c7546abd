import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { contentProjectListResponseSchema, type ContentProjectListResponse } from '../../../domain/contracts/content.ts';
import { FETCHING_POLL_MS } from './get-project.ts';
import { contentKeys } from './query-keys.ts';

/** POST /api/content/projects/list: the company's content projects, newest first as the server sends them. */
export function listContentProjects(companyId: number): Promise<ContentProjectListResponse> {
  return apiPost('/content/projects/list', { company_id: companyId }, contentProjectListResponseSchema);
}

/** The list, read again while a project is still fetching its pages, so its status and counts move. */
export function useContentProjects(companyId: number) {
  return useQuery({
    queryKey: contentKeys.list(companyId),
    queryFn: () => listContentProjects(companyId),
    refetchInterval: (query) => (query.state.data?.projects.some((p) => p.status === 'fetching') ? FETCHING_POLL_MS : false),
  });
}
