import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { briefingResponseSchema, sharedDraftResponseSchema, type BriefingView, type SharedDraftResponse } from '../../../../domain/contracts/content-analysis.ts';
import { editorKeys } from './query-keys.ts';

export interface SharedEditorData {
  readonly shared: SharedDraftResponse;
  /** Null when the briefing could not be read: the draft is still shown, without targets. */
  readonly briefing: BriefingView | null;
}

/**
 * POST /api/content/shared/draft and /content/shared/briefing: open, the project id and its share id
 * (128 random bits) together are the key. A wrong or revoked link rejects with the server's message.
 */
export async function getSharedEditor(projectId: number, shareId: string): Promise<SharedEditorData> {
  const body = { project_id: projectId, share_id: shareId };
  const [shared, briefing] = await Promise.all([
    apiPost('/content/shared/draft', body, sharedDraftResponseSchema),
    apiPost('/content/shared/briefing', body, briefingResponseSchema).then((answer) => answer.briefing, () => null),
  ]);
  return { shared, briefing };
}

export function useSharedEditor(projectId: number, shareId: string) {
  return useQuery({ queryKey: editorKeys.shared(projectId, shareId), queryFn: () => getSharedEditor(projectId, shareId), retry: false });
}
