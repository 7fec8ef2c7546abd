import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { collectionResponseSchema, type CreateCollectionRequest, type CollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/create: a new collection with rows for its keywords; a taken name answers 409. */
export function createCollection(request: CreateCollectionRequest): Promise<CollectionResponse> {
  return apiPost('/collections/create', request, collectionResponseSchema);
}

export function useCreateCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}
