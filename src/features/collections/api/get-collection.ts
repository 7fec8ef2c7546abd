import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { getCollectionResponseSchema, type GetCollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/get by name: the screen /research/{researchname} knows only the name. */
export function getCollectionByName(companyId: number, name: string): Promise<GetCollectionResponse> {
  return apiPost('/collections/get', { company_id: companyId, name }, getCollectionResponseSchema);
}

export function useCollectionByName(companyId: number, name: string) {
  return useQuery({ queryKey: collectionKeys.byName(companyId, name), queryFn: () => getCollectionByName(companyId, name), retry: false });
}
