import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectUpdateResponseSchema, type ProjectUpdateRequest, type ProjectUpdateResponse } from '../../../domain/contracts/monitoring.ts';

/**
 * POST /api/monitoring/projects/update: starts an update now (all keywords, or only the failed
 * lookups). The screen follows the job through the bell and refreshes when it is done.
 */
export function updateProject(request: ProjectUpdateRequest): Promise<ProjectUpdateResponse> {
  return apiPost('/monitoring/projects/update', request, projectUpdateResponseSchema);
}

export function useUpdateProject() {
  return useMutation({ mutationFn: updateProject });
}
