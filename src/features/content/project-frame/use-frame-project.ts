import { ApiCallError } from '../../../api/http.ts';
import type { ContentProject } from '../../../domain/contracts/content.ts';
import { useSession, useStartup } from '../../../session/use-app-state.ts';
import { useContentProject } from '../api/get-project.ts';
import { useSharedCompetitors } from '../api/get-shared-competitors.ts';
import { refusesLink } from './frame-refusal.ts';

export type FrameState =
  | { readonly kind: 'loading' }
  /** The link opens nothing for this visitor; `message` is the server's reason when it gave one. */
  | { readonly kind: 'refused'; readonly message: string | null }
  | { readonly kind: 'error'; readonly message: string; readonly retry: () => void }
  | {
      readonly kind: 'ready';
      readonly project: ContentProject;
      /** Behind a share link: nothing can be changed, also for a logged-in member. */
      readonly readOnly: boolean;
      readonly shareId: string | null;
      /** The member's company; null behind a share link (a shared view names no company). */
      readonly companyId: number | null;
    };

function failed(error: Error, retry: () => void): FrameState {
  if (error instanceof ApiCallError && refusesLink(error.status)) return { kind: 'refused', message: error.message };
  return { kind: 'error', message: error.message, retry };
}

/**
 * The project a shareable screen shows: the shared read behind a share id, else the member's own read.
 * Without a share id and without a session there is nothing to ask: the link is incomplete.
 */
export function useFrameProject(projectId: number | null, shareId: string | null): FrameState {
  const session = useSession();
  const startup = useStartup();
  const companyId = shareId === null && session !== null ? (startup?.company.id ?? null) : null;
  const shared = useSharedCompetitors(projectId ?? 0, projectId === null ? null : shareId);
  const member = useContentProject(projectId === null ? null : companyId, projectId ?? 0);

  if (projectId === null) return { kind: 'refused', message: null };
  if (shareId !== null) {
    if (shared.isSuccess) return { kind: 'ready', project: shared.data.project, readOnly: true, shareId, companyId: null };
    if (shared.isError) return failed(shared.error, () => void shared.refetch());
    return { kind: 'loading' };
  }
  if (session === null) return { kind: 'refused', message: null };
  if (member.isSuccess) return { kind: 'ready', project: member.data.project, readOnly: false, shareId: null, companyId };
  if (member.isError) return failed(member.error, () => void member.refetch());
  return { kind: 'loading' };
}
