import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandJobStartResponseSchema, type BrandJobStartResponse, type BrandRefRequest } from '../../../domain/contracts/brands.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/refresh: a new index run; a run already under way is answered, not doubled. */
export function refreshDashboard(request: BrandRefRequest): Promise<BrandJobStartResponse> {
  return apiPost('/brands/refresh', request, brandJobStartResponseSchema);
}

export function useRefreshDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshDashboard,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: brandKeys.all(request.company_id) }),
  });
}
