import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandDashboardResponseSchema, type BrandDashboardResponse, type BrandRefRequest } from '../../../domain/contracts/brands.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/restore: the undo of a delete. */
export function restoreDashboard(request: BrandRefRequest): Promise<BrandDashboardResponse> {
  return apiPost('/brands/restore', request, brandDashboardResponseSchema);
}

export function useRestoreDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreDashboard,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: brandKeys.all(request.company_id) }),
  });
}
