import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { deleteCollectionResponseSchema, type CollectionRefRequest, type DeleteCollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/delete: soft delete; restore undoes it until `undo_until`. */
export function deleteCollection(request: CollectionRefRequest): Promise<DeleteCollectionResponse> {
  return apiPost('/collections/delete', request, deleteCollectionResponseSchema);
}

export function useDeleteCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
