import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { shareCollectionResponseSchema, type ShareCollectionResponse } from '../../../domain/contracts/collections.ts';

/** POST /api/collections/share: the collection's share link (the same one again when it is shared already). */
export function shareCollection(input: { companyId: number; collectionId: number }): Promise<ShareCollectionResponse> {
  return apiPost('/collections/share', { company_id: input.companyId, collection_id: input.collectionId }, shareCollectionResponseSchema);
}

export function useShareCollection() {
  return useMutation({ mutationFn: shareCollection });
}
