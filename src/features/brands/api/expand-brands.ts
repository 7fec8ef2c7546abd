import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { brandExpandRequestSchema, brandExpandResponseSchema, type BrandExpandRequest, type BrandExpandResponse } from '../../../domain/contracts/brands.ts';

/** POST /api/brands/expand: the keywords that will stand for each brand; nothing is stored yet. */
export function expandBrands(request: BrandExpandRequest): Promise<BrandExpandResponse> {
  return apiPost('/brands/expand', brandExpandRequestSchema.parse(request), brandExpandResponseSchema);
}

export function useExpandBrands() {
  return useMutation({ mutationFn: expandBrands });
}
