import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectDeleteResponseSchema, type ProjectDeleteResponse, type ProjectRefRequest } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/delete: soft delete; restore undoes it until `undo_until`. */
export function deleteProject(request: ProjectRefRequest): Promise<ProjectDeleteResponse> {
  return apiPost('/monitoring/projects/delete', request, projectDeleteResponseSchema);
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: monitoringKeys.list(request.company_id) }),
  });
}
