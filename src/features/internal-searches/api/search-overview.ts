import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { overviewResponseSchema, type OverviewResponse } from '../../../domain/contracts/internal-searches.ts';
import { internalSearchKeys } from './query-keys.ts';

/** POST /api/internal-searches/overview: totals, searches per day and the top terms of the last `days` days of the log. */
export function searchOverview(companyId: number, days: number): Promise<OverviewResponse> {
  return apiPost('/internal-searches/overview', { company_id: companyId, days }, overviewResponseSchema);
}

export function useSearchOverview(companyId: number, days: number) {
  return useQuery({ queryKey: internalSearchKeys.overview(companyId, days), queryFn: () => searchOverview(companyId, days) });
}
