import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { rowOfCompact } from '../../../domain/compact-row.ts';
import { getCollectionCompactResponseSchema, type GetCollectionResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/**
 * POST /api/collections/get by name: the screen /research/{researchname} knows only the name. The
 * rows come compact and are built here (decision 0069): a fifth of the bytes of whole rows.
 */
export async function getCollectionByName(companyId: number, name: string): Promise<GetCollectionResponse> {
  const { compact_rows, ...answer } = await apiPost('/collections/get', { company_id: companyId, name, row_form: 'compact' }, getCollectionCompactResponseSchema);
  return { ...answer, rows: compact_rows.map(rowOfCompact) };
}

export function useCollectionByName(companyId: number, name: string) {
  return useQuery({ queryKey: collectionKeys.byName(companyId, name), queryFn: () => getCollectionByName(companyId, name), retry: false });
}
