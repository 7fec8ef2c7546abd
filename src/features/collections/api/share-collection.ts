import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { shareCollectionResponseSchema, type ShareCollectionRequest, type ShareCollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/share: the open link of a collection; sharing again keeps the link, `with_custom_columns` sets what it shows. */
export function shareCollection(request: ShareCollectionRequest): Promise<ShareCollectionResponse> {
  return apiPost('/collections/share', request, shareCollectionResponseSchema);
}

export function useShareCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareCollection,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
