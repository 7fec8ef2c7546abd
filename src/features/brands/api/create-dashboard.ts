import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandCreateRequestSchema, brandCreateResponseSchema, type BrandCreateRequest, type BrandCreateResponse } from '../../../domain/contracts/brands.ts';
import { brandKeys } from './query-keys.ts';

/** POST /api/brands/create: stores the dashboard and starts its first index job. */
export function createDashboard(request: BrandCreateRequest): Promise<BrandCreateResponse> {
  return apiPost('/brands/create', brandCreateRequestSchema.parse(request), brandCreateResponseSchema);
}

export function useCreateDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: brandKeys.all(Number(request.company_id)) }),
  });
}
