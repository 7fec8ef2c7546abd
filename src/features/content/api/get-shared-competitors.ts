import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { competitorListResponseSchema, type CompetitorListResponse } from '../../../domain/contracts/content.ts';
import { FETCHING_POLL_MS } from './get-project.ts';
import { contentKeys } from './query-keys.ts';

/** POST /api/content/shared/competitors: open, no session; a wrong or revoked share id is a 404 naming share_id. */
export function getSharedCompetitors(projectId: number, shareId: string): Promise<CompetitorListResponse> {
  return apiPost('/content/shared/competitors', { project_id: projectId, share_id: shareId }, competitorListResponseSchema);
}

/** The shared project with its competitors; the frame and the competitors screen read the same cache entry. */
export function useSharedCompetitors(projectId: number, shareId: string | null) {
  return useQuery({
    queryKey: contentKeys.sharedCompetitors(projectId, shareId ?? ''),
    queryFn: () => getSharedCompetitors(projectId, shareId ?? ''),
    enabled: shareId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.project.status === 'fetching' ? FETCHING_POLL_MS : false),
  });
}
