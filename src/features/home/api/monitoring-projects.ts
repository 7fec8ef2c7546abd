import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { projectListResponseSchema } from '../../../domain/contracts/monitoring.ts';
import { homeKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/list (screen /monitoring): each project's visibility and its 7-day change. */
export function useHomeMonitoringProjects(companyId: number) {
  return useQuery({ queryKey: homeKeys.monitoring(companyId), queryFn: () => apiPost('/monitoring/projects/list', { company_id: companyId }, projectListResponseSchema) });
}
