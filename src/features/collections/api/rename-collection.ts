import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { collectionResponseSchema, type RenameCollectionRequest, type CollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/rename: a new name, unique in the company regardless of case. */
export function renameCollection(request: RenameCollectionRequest): Promise<CollectionResponse> {
  return apiPost('/collections/rename', request, collectionResponseSchema);
}

export function useRenameCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameCollection,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
