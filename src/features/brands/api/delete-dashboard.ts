import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandDeleteResponseSchema, type BrandDeleteResponse, type BrandRefRequest } from '../../../domain/contracts/brands.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/delete: hides the dashboard; restore brings it back with its index. */
export function deleteDashboard(request: BrandRefRequest): Promise<BrandDeleteResponse> {
  return apiPost('/brands/delete', request, brandDeleteResponseSchema);
}

export function useDeleteDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: brandKeys.all(request.company_id) }),
  });
}
