import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { rowOfCompact } from '../../../domain/compact-row.ts';
import { sharedResearchCompactResponseSchema, type SharedResearchResponse } from '../../../domain/contracts/collections.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/research/shared/get: open, no session needed; the share id is the key. Rows come compact (decision 0069). */
export async function getSharedResearch(shareId: string): Promise<SharedResearchResponse> {
  const { compact_rows, ...answer } = await apiPost('/research/shared/get', { share_id: shareId, row_form: 'compact' }, sharedResearchCompactResponseSchema);
  return { ...answer, rows: compact_rows.map(rowOfCompact) };
}

export function useSharedResearch(shareId: string) {
  return useQuery({ queryKey: collectionKeys.shared(shareId), queryFn: () => getSharedResearch(shareId), retry: false });
}
