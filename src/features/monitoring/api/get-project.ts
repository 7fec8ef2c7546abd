import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectResponseSchema, type ProjectRefRequest, type ProjectResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/get: one project's settings (the edit form). */
export function getProject(request: ProjectRefRequest): Promise<ProjectResponse> {
  return apiPost('/monitoring/projects/get', request, projectResponseSchema);
}

export function useProject(companyId: number, projectId: number | null) {
  return useQuery({
    queryKey: monitoringKeys.settings(companyId, projectId ?? 0),
    queryFn: () => getProject({ company_id: companyId, project_id: projectId ?? 0 }),
    enabled: projectId !== null,
  });
}
