import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandIndexResponseSchema, type BrandIndexResponse } from '../../../domain/contracts/brands.ts';
import { pollWhileRunning } from './poll.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/index: months × brands (volume, share), changes, seasonality and every brand keyword. */
export function getBrandIndex(companyId: number, listname: string): Promise<BrandIndexResponse> {
  return apiPost('/brands/index', { company_id: companyId, listname }, brandIndexResponseSchema);
}

export function useBrandIndex(companyId: number, listname: string, enabled = true) {
  return useQuery({
    queryKey: brandKeys.index(companyId, listname),
    queryFn: () => getBrandIndex(companyId, listname),
    enabled,
    refetchInterval: (query) => pollWhileRunning(query.state.data ? [query.state.data.dashboard] : undefined),
  });
}
