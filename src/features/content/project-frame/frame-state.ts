import { ApiCallError } from '../../../api/http.ts';
import type { ContentProject } from '../../../domain/contracts/content.ts';
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

/** What the frame needs of one read (a react-query result has these fields). */
export interface ReadView {
  readonly data: { readonly project: ContentProject } | undefined;
  readonly error: Error | null;
  retry(): void;
}

export interface FrameInput {
  readonly projectId: number | null;
  readonly shareId: string | null;
  readonly loggedIn: boolean;
  /** The signed-in member's company once the start-up data is in. */
  readonly companyId: number | null;
  /** The shared read (asked only with a share id). */
  readonly shared: ReadView;
  /** The member's read (asked only without a share id, with a company). */
  readonly member: ReadView;
}

function failed(error: Error, retry: () => void): FrameState {
  if (error instanceof ApiCallError && refusesLink(error.status)) return { kind: 'refused', message: error.message };
  return { kind: 'error', message: error.message, retry };
}

/**
 * What the frame shows: the shared read behind a share id (read-only, whoever asks), else the
 * member's own read. Without a share id and without a session there is nothing to ask: the link is
 * incomplete. The server's refusal (401, 403, 404) reads the same, and shows none of the project.
 */
export function frameStateOf({ projectId, shareId, loggedIn, companyId, shared, member }: FrameInput): FrameState {
  if (projectId === null) return { kind: 'refused', message: null };
  if (shareId !== null) {
    if (shared.data) return { kind: 'ready', project: shared.data.project, readOnly: true, shareId, companyId: null };
    if (shared.error) return failed(shared.error, shared.retry);
    return { kind: 'loading' };
  }
  if (!loggedIn) return { kind: 'refused', message: null };
  if (member.data && companyId !== null) return { kind: 'ready', project: member.data.project, readOnly: false, shareId: null, companyId };
  if (member.error) return failed(member.error, member.retry);
  return { kind: 'loading' };
}
