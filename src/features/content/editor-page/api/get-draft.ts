import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { draftResponseSchema, type Draft } from '../../../../domain/contracts/content.ts';
import { editorKeys } from './query-keys.ts';

/** POST /api/content/drafts/get: the draft with its revision (0 and empty when none was saved). */
export async function getDraft(companyId: number, projectId: number): Promise<Draft> {
  return (await apiPost('/content/drafts/get', { company_id: companyId, project_id: projectId }, draftResponseSchema)).draft;
}

/**
 * Read once per visit: the editor owns the text from then on, and a refetch on focus would only
 * tell it what its own saves wrote. Another tab's save shows as the conflict, not as a reload.
 */
export function useDraft(companyId: number, projectId: number) {
  return useQuery({
    queryKey: editorKeys.draft(companyId, projectId),
    queryFn: () => getDraft(companyId, projectId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
