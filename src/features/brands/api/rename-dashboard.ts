import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandDashboardResponseSchema, type BrandDashboardResponse, type BrandRenameRequest } from '../../../domain/contracts/brands.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/rename: a new name; the listname (and so every link) stays. */
export function renameDashboard(request: BrandRenameRequest): Promise<BrandDashboardResponse> {
  return apiPost('/brands/rename', request, brandDashboardResponseSchema);
}

export function useRenameDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameDashboard,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: brandKeys.all(request.company_id) }),
  });
}
