import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectEditResponseSchema, type ProjectEditRequest, type ProjectEditResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/edit: competitors, update time, added or removed keywords. */
export function editProject(request: ProjectEditRequest): Promise<ProjectEditResponse> {
  return apiPost('/monitoring/projects/edit', request, projectEditResponseSchema);
}

export function useEditProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: monitoringKeys.all(Number(request.company_id)) }),
  });
}
