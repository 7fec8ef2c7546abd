import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectListResponseSchema, type ProjectListResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/list: the company's project cards. */
export function listProjects(companyId: number): Promise<ProjectListResponse> {
  return apiPost('/monitoring/projects/list', { company_id: companyId }, projectListResponseSchema);
}

export function useProjectList(companyId: number) {
  return useQuery({ queryKey: monitoringKeys.list(companyId), queryFn: () => listProjects(companyId) });
}
