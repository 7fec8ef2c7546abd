import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { visibilityResponseSchema, type VisibilityRequest, type VisibilityResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/visibility: SPEC §3 competitorData, the project's domain first. */
export function getVisibility(request: VisibilityRequest): Promise<VisibilityResponse> {
  return apiPost('/monitoring/projects/visibility', request, visibilityResponseSchema);
}

export function useVisibility(companyId: number, projectId: number) {
  return useQuery({ queryKey: monitoringKeys.visibility(companyId, projectId), queryFn: () => getVisibility({ company_id: companyId, project_id: projectId }) });
}
