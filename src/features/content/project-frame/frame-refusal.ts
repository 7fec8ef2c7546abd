/**
 * Whether a failed read of a project screen means "this link does not open anything for you": the
 * server decides (SPEC §2 "Open, shareable"): a 404 naming share_id behind a share link, a 401 or 403
 * without one (no session, or a member without content access), and a 404 for a project that is not
 * the member's company's. Anything else (a network failure, a 500) is an error worth retrying.
 */
export function refusesLink(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

/** A route's project id as a number; anything else (a mangled link) is no project. */
export function projectIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
