import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { sharedResearchResponseSchema, type SharedResearchResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/research/shared/get: open, no session needed; the share id is the key. */
export function getSharedResearch(shareId: string): Promise<SharedResearchResponse> {
  return apiPost('/research/shared/get', { share_id: shareId }, sharedResearchResponseSchema);
}

export function useSharedResearch(shareId: string) {
  return useQuery({ queryKey: collectionKeys.shared(shareId), queryFn: () => getSharedResearch(shareId), retry: false });
}
