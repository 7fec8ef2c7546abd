import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { termsResponseSchema, type TermsResponse } from '../../../domain/contracts/internal-searches.ts';
import { internalSearchKeys } from './query-keys.ts';

/** POST /api/internal-searches/terms: every term of the period with trend, Google volume, position and gap flag. */
export function searchTerms(companyId: number, days: number): Promise<TermsResponse> {
  return apiPost('/internal-searches/terms', { company_id: companyId, days }, termsResponseSchema);
}

export function useSearchTerms(companyId: number, days: number) {
  return useQuery({ queryKey: internalSearchKeys.terms(companyId, days), queryFn: () => searchTerms(companyId, days) });
}
