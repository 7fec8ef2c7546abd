import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { overviewResponseSchema, type OverviewRequest, type OverviewResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

export type CompareDays = 1 | 7 | 30;

/** POST /api/monitoring/projects/overview: the distribution of positions, winners and losers. */
export function getOverview(request: OverviewRequest): Promise<OverviewResponse> {
  return apiPost('/monitoring/projects/overview', request, overviewResponseSchema);
}

export function useOverview(companyId: number, projectId: number, compare: CompareDays) {
  return useQuery({
    queryKey: monitoringKeys.overview(companyId, projectId, compare),
    queryFn: () => getOverview({ company_id: companyId, project_id: projectId, compare_days: compare }),
  });
}
