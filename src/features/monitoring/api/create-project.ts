import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectCreateResponseSchema, type ProjectCreateRequest, type ProjectCreateResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/create: the project, its rejected lines and the job of its first update. */
export function createProject(request: ProjectCreateRequest): Promise<ProjectCreateResponse> {
  return apiPost('/monitoring/projects/create', request, projectCreateResponseSchema);
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: monitoringKeys.all(Number(request.company_id)) }),
  });
}
