import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandListResponseSchema } from '../../../domain/contracts/brands.ts';
import { homeKeys } from './query-keys.ts';

/** POST /api/brands/list (screen /brands): the dashboards whose leaders the Brands card names. */
export function useHomeBrandDashboards(companyId: number) {
  return useQuery({ queryKey: homeKeys.brands(companyId), queryFn: () => apiPost('/brands/list', { company_id: companyId }, brandListResponseSchema) });
}
