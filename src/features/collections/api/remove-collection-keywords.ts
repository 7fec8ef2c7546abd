import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { removeCollectionKeywordsResponseSchema, type RemoveCollectionKeywordsRequest, type RemoveCollectionKeywordsResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/keywords/remove: takes keywords out; adding them back is the undo. */
export function removeCollectionKeywords(request: RemoveCollectionKeywordsRequest): Promise<RemoveCollectionKeywordsResponse> {
  return apiPost('/collections/keywords/remove', request, removeCollectionKeywordsResponseSchema);
}

export function useRemoveCollectionKeywords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCollectionKeywords,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
