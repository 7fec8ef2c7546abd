import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { pageViewListResponseSchema, type PageViewListResponse } from '../../../domain/contracts/page-views.ts';

/** POST /api/analytics/page-views (admin, decision 0044): the company's views per screen and day. */
export function listPageViews(companyId: number, days: number): Promise<PageViewListResponse> {
  return apiPost('/analytics/page-views', { company_id: companyId, days }, pageViewListResponseSchema);
}

export function usePageViews(companyId: number, days: number) {
  return useQuery({ queryKey: ['page-views', companyId, days], queryFn: () => listPageViews(companyId, days) });
}
