import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { usageResponseSchema, type UsageResponse } from '../../../domain/contracts/provider-usage.ts';

/** POST /api/settings/usage (admin, decision 0053): the company's lookups per suite, this month and the previous one. */
export function providerUsage(companyId: number): Promise<UsageResponse> {
  return apiPost('/settings/usage', { company_id: companyId }, usageResponseSchema);
}

export function useProviderUsage(companyId: number) {
  return useQuery({ queryKey: ['provider-usage', companyId], queryFn: () => providerUsage(companyId) });
}
