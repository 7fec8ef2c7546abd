import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { collectionResponseSchema, type CollectionRefRequest, type CollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/restore: the undo of a delete. */
export function restoreCollection(request: CollectionRefRequest): Promise<CollectionResponse> {
  return apiPost('/collections/restore', request, collectionResponseSchema);
}

export function useRestoreCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreCollection,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
