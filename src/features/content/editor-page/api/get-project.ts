import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { contentProjectResponseSchema, type ContentProjectResponse } from '../../../../domain/contracts/content.ts';
import { editorKeys } from './query-keys.ts';

/** POST /api/content/projects/get: the project the draft belongs to (its keyword names the draft). */
export function getProject(companyId: number, projectId: number): Promise<ContentProjectResponse> {
  return apiPost('/content/projects/get', { company_id: companyId, project_id: projectId }, contentProjectResponseSchema);
}

export function useProject(companyId: number, projectId: number) {
  return useQuery({ queryKey: editorKeys.project(companyId, projectId), queryFn: () => getProject(companyId, projectId), retry: false });
}
