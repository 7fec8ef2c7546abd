import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { contentProjectJobResponseSchema, type ContentProjectJobResponse } from '../../../domain/contracts/content.ts';
import { contentKeys } from './query-keys.ts';

/** POST /api/content/projects/refresh: fetch the top 10 again; the answer names the new job. */
export function refreshContentProject(request: { company_id: number; project_id: number }): Promise<ContentProjectJobResponse> {
  return apiPost('/content/projects/refresh', request, contentProjectJobResponseSchema);
}

export function useRefreshContentProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshContentProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: contentKeys.all(request.company_id) }),
  });
}
