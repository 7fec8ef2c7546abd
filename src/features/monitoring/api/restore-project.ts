import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectResponseSchema, type ProjectRefRequest, type ProjectResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/restore: brings a deleted project back within its undo window. */
export function restoreProject(request: ProjectRefRequest): Promise<ProjectResponse> {
  return apiPost('/monitoring/projects/restore', request, projectResponseSchema);
}

export function useRestoreProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: monitoringKeys.list(request.company_id) }),
  });
}
