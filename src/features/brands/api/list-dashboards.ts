import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandListResponseSchema, type BrandListResponse } from '../../../domain/contracts/brands.ts';
import { pollWhileRunning } from './poll.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/list: the company's dashboards as cards, newest first. */
export function listDashboards(companyId: number): Promise<BrandListResponse> {
  return apiPost('/brands/list', { company_id: companyId }, brandListResponseSchema);
}

export function useDashboardList(companyId: number) {
  return useQuery({
    queryKey: brandKeys.list(companyId),
    queryFn: () => listDashboards(companyId),
    refetchInterval: (query) => pollWhileRunning(query.state.data?.dashboards),
  });
}
