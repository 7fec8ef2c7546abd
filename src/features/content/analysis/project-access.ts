/**
 * How a project screen reads its project (SPEC §2 "Open, shareable"): through the share link when
 * the path holds a share id, else as a member of the signed-in company. Without either there is
 * nothing to ask; the server decides the rest (404 to anyone who may not see the project).
 */
import { ApiCallError } from '../../../api/http.ts';
import type { ProjectAccess } from './api/query-keys.ts';

/** The route's `project_id` as a project id, null when it is none. */
export function projectIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,15}$/u.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
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
