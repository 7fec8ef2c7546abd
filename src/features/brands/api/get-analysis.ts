import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandAnalysisResponseSchema, type BrandAnalysisResponse } from '../../../domain/contracts/brand-analysis.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/analysis: one brand of the dashboard; without an id the first brand. */
export function getBrandAnalysis(companyId: number, listname: string, brandId: number | null): Promise<BrandAnalysisResponse> {
  return apiPost('/brands/analysis', { company_id: companyId, listname, ...(brandId === null ? {} : { brand_id: brandId }) }, brandAnalysisResponseSchema);
}

/** The previous brand stays on screen while the next one loads, so the page does not jump. */
export function useBrandAnalysis(companyId: number, listname: string, brandId: number | null) {
  return useQuery({
    queryKey: brandKeys.analysis(companyId, listname, brandId),
    queryFn: () => getBrandAnalysis(companyId, listname, brandId),
    placeholderData: keepPreviousData,
  });
}
