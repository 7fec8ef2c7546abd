import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { overviewResponseSchema } from '../../../domain/contracts/internal-searches.ts';
import { DEFAULT_PERIOD_DAYS } from '../../../domain/internal-search-stats.ts';
import { homeKeys } from './query-keys.ts';

/**
 * POST /api/internal-searches/overview (screen /internal-searches, company flag), over the overview
 * screen's default period, so the card and the screen it opens say the same.
 */
export function useHomeSiteSearches(companyId: number) {
  return useQuery({
    queryKey: homeKeys.siteSearches(companyId),
    queryFn: () => apiPost('/internal-searches/overview', { company_id: companyId, days: DEFAULT_PERIOD_DAYS }, overviewResponseSchema),
  });
}
