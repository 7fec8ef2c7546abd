import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { listCollectionsResponseSchema, type ListCollectionsResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/list: the company's collections, newest change first. */
export function listCollections(companyId: number): Promise<ListCollectionsResponse> {
  return apiPost('/collections/list', { company_id: companyId }, listCollectionsResponseSchema);
}

export function useCollectionList(companyId: number, enabled = true) {
  return useQuery({ queryKey: collectionKeys.list(companyId), queryFn: () => listCollections(companyId), enabled });
}
