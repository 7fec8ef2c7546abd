/**
 * How a project screen's body reads its analysis (SPEC §2 "Open, shareable"): through the share link
 * when the path holds a share id, else as a member of the signed-in company. The project frame has
 * already read the project this way, so a body only meets a refusal when the link was revoked since.
 */
import { ApiCallError } from '../../../api/http.ts';
import type { ProjectAccess } from './api/query-keys.ts';

/** What the frame hands a project screen's body. */
export interface ProjectScreenProps {
  readonly projectId: number;
  /** The share id of the path; null for a member's view. */
  readonly shareId: string | null;
  readonly readOnly: boolean;
  /** The member's company; null behind a share link. */
  readonly companyId: number | null;
}

export function projectAccess(companyId: number | null, shareId: string | null | undefined): ProjectAccess | null {
  if (shareId) return { shareId };
  return companyId === null ? null : { companyId };
}

export const INCOMPLETE_LINK = 'This link is incomplete or no longer shared. Ask the person who sent it for the full link, or log in to see your company’s projects.';

/** What a refused read says: the same words for "no such project" and "not yours", so a guess learns nothing. */
export function readFailureText(error: unknown): string {
  if (error instanceof ApiCallError && (error.status === 401 || error.status === 403 || error.status === 404)) return INCOMPLETE_LINK;
  if (error instanceof Error) return `The project could not be loaded: ${error.message}`;
  return 'The project could not be loaded.';
}
