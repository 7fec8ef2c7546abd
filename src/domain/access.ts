import { matchRoute, type RouteGuard, type RouteRule } from './access-routes.ts';
import {
  anySuiteAvailable,
  hasRight,
  planAllows,
  RIGHTS_FALLBACK_ORDER,
  suiteRouteOpen,
  type AccessContext,
} from './access-rules.ts';

/**
 * Where a path lands for a user (SPEC §2, §4, §6). `ctx` null means logged out.
 *
 * Decisions (each pinned in access.test.ts):
 * - an unknown path is `not_found` (the router's 404), except that an ended trial still goes to /endoftest;
 * - suite, status and company-feature blocks fall back to / when any suite is available, else /login
 *   (SPEC §4); missing rights, plan limits and /settings for non-admins use the rights order of
 *   SPEC §6 first (first allowed of /collections ... /settings), then the same / or /login;
 * - Internal Searches without the company flag goes to / (docs/architecture.md), even for admin;
 * - a logged-in user may open the open pages, /login included; the login page decides what to show.
 */
export type RedirectReason = 'login' | 'end_of_test' | 'right' | 'plan' | 'admin' | 'suite' | 'feature';

export type RouteDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: RedirectReason }
  | { readonly kind: 'not_found' };

export const END_OF_TEST_PATH = '/endoftest';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/** `/login?redirect=<encoded path>`, the target of SPEC §4's failed login check. */
export function loginRedirect(wantedPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wantedPath)}`;
}

/** Why the guard refuses, or null when it lets the user in. Pure rule, no fallback search. */
export function guardRefusal(ctx: AccessContext, guard: RouteGuard): RedirectReason | null {
  switch (guard.kind) {
    case 'open':
    case 'session':
    case 'login':
      return null;
    case 'research':
      if (!suiteRouteOpen(ctx, 'research')) return 'suite';
      if (!hasRight(ctx, guard.right)) return 'right';
      if (guard.plan !== undefined && !planAllows(ctx.plan, guard.plan)) return 'plan';
      return null;
    case 'suite':
      return suiteRouteOpen(ctx, guard.suite) ? null : 'suite';
    case 'internal_searches':
      if (!ctx.features.internalSearches) return 'feature';
      return suiteRouteOpen(ctx, 'monitoring') ? null : 'suite';
    case 'admin':
      if (!ctx.admin) return 'admin';
      return planAllows(ctx.plan, guard.plan) ? null : 'plan';
  }
}

/** Does this logged-in user pass the rule of the route (the end-of-test rule included)? */
export function ruleAllows(ctx: AccessContext, rule: RouteRule): boolean {
  if (ctx.companyStatus === 'test_ended' && !rule.endOfTestExempt) return false;
  return guardRefusal(ctx, rule.guard) === null;
}

function suiteFallback(ctx: AccessContext): string {
  return anySuiteAvailable(ctx) ? HOME_PATH : LOGIN_PATH;
}

function rightsFallback(ctx: AccessContext): string {
  for (const candidate of RIGHTS_FALLBACK_ORDER) {
    const match = matchRoute(candidate.path);
    if (match !== null && ruleAllows(ctx, match.rule)) return candidate.path;
  }
  return suiteFallback(ctx);
}

function fallbackFor(ctx: AccessContext, guard: RouteGuard, reason: RedirectReason): string {
  if (reason === 'feature') return HOME_PATH;
  if (guard.kind === 'research' || guard.kind === 'admin') return rightsFallback(ctx);
  return suiteFallback(ctx);
}

export function resolveRoute(path: string, ctx: AccessContext | null): RouteDecision {
  const match = matchRoute(path);
  if (ctx === null) {
    if (match === null) return { kind: 'not_found' };
    const { kind } = match.rule.guard;
    if (kind === 'open' || kind === 'session') return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(path), reason: 'login' };
  }
  if (ctx.companyStatus === 'test_ended' && match?.rule.endOfTestExempt !== true) {
    return { kind: 'redirect', to: END_OF_TEST_PATH, reason: 'end_of_test' };
  }
  if (match === null) return { kind: 'not_found' };
  const reason = guardRefusal(ctx, match.rule.guard);
  if (reason === null) return { kind: 'allow' };
  return { kind: 'redirect', to: fallbackFor(ctx, match.rule.guard, reason), reason };
}

/** The path a decision ends on: the path itself when allowed or not found, else the redirect target. */
export function landingPath(path: string, ctx: AccessContext | null): string {
  const decision = resolveRoute(path, ctx);
  return decision.kind === 'redirect' ? decision.to : path;
}

/**
 * Where to go after a login (docs/architecture.md "Interfaces"): the `redirect` query when it is a
 * local path the user may open, else /. Protocol-relative and backslash paths are refused so the
 * query cannot send anyone to another site; /login, /logout and /sso are refused so a login never
 * ends on the login form again or logs straight out.
 */
export function loginLanding(redirect: string | null | undefined, ctx: AccessContext): string {
  if (redirect === null || redirect === undefined) return HOME_PATH;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return HOME_PATH;
  const match = matchRoute(redirect);
  if (match === null || match.rule.guard.kind === 'session' || match.rule.pattern === '/login/{auth?}') {
    return HOME_PATH;
  }
  return resolveRoute(redirect, ctx).kind === 'allow' ? redirect : HOME_PATH;
}
