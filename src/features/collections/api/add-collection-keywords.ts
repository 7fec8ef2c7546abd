import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { addCollectionKeywordsResponseSchema, type AddCollectionKeywordsRequest, type AddCollectionKeywordsResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/keywords/add: rows for new keywords; keywords already in the collection keep their row. Also the undo of a remove. */
export function addCollectionKeywords(request: AddCollectionKeywordsRequest): Promise<AddCollectionKeywordsResponse> {
  return apiPost('/collections/keywords/add', request, addCollectionKeywordsResponseSchema);
}

export function useAddCollectionKeywords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCollectionKeywords,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
