import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { unshareCollectionResponseSchema, type CollectionRefRequest, type UnshareCollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/unshare: the link stops working at once. */
export function unshareCollection(request: CollectionRefRequest): Promise<UnshareCollectionResponse> {
  return apiPost('/collections/unshare', request, unshareCollectionResponseSchema);
}

export function useUnshareCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unshareCollection,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
