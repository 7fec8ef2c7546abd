import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { listCollectionsResponseSchema } from '../../../domain/contracts/collections.ts';
import { homeKeys } from './query-keys.ts';

/** POST /api/collections/list (screen /collections): only asked when the person may open collections. */
export function useHomeCollections(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.collections(companyId),
    queryFn: () => apiPost('/collections/list', { company_id: companyId }, listCollectionsResponseSchema),
    enabled,
  });
}
