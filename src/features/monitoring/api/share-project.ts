import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import {
  projectResponseSchema,
  shareProjectResponseSchema,
  type ProjectRefRequest,
  type ProjectResponse,
  type ShareProjectResponse,
} from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/share: the read-only report's link (made once, then the same). */
export function shareProject(request: ProjectRefRequest): Promise<ShareProjectResponse> {
  return apiPost('/monitoring/projects/share', request, shareProjectResponseSchema);
}

/** POST /api/monitoring/projects/unshare: the old link opens nothing any more. */
export function unshareProject(request: ProjectRefRequest): Promise<ProjectResponse> {
  return apiPost('/monitoring/projects/unshare', request, projectResponseSchema);
}

export function useShareProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: monitoringKeys.project(request.company_id, request.project_id) }),
  });
}

export function useUnshareProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unshareProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: monitoringKeys.project(request.company_id, request.project_id) }),
  });
}
