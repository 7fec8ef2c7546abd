import { matchRoute } from './access-routes.ts';

/**
 * Page analytics (SPEC §7, §9; decision 0044). A page view names the screen, never the page: the
 * route pattern of SPEC §2 (`/research/{researchname}`), so no research name, share id, code or
 * query (which may hold an e-mail address or a token) ever leaves the browser or reaches the table.
 */

/** SPEC §9: the self-hosted service's site id, its heartbeat timer off, its interval 15 seconds. */
export const ANALYTICS_SITE_ID = 3;
export const ANALYTICS_HEARTBEAT = { enabled: false, intervalSeconds: 15 } as const;

/** The screen a URL shows, as its route pattern; null for a URL no screen answers (a 404 is no screen). */
export function pageViewPath(url: string): string | null {
  return matchRoute(url)?.rule.pattern ?? null;
}

/**
 * Whether the browser asked not to be tracked. `navigator.doNotTrack` is '1' when it did; old
 * browsers said 'yes', and Global Privacy Control (`navigator.globalPrivacyControl`) says the same.
 */
export function doNotTrack(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return signals.doNotTrack === '1' || signals.doNotTrack === 'yes' || signals.globalPrivacyControl === true;
}

export interface MatomoTarget {
  /** The service's base URL, e.g. `https://stats.example.com/`; `matomo.php` is resolved against it. */
  url: string;
  siteId: number;
}

/**
 * The Matomo HTTP tracking API request for one page view: `idsite`, `rec=1`, `url` (the app's origin
 * and the screen's pattern), `action_name` (the screen's title), `apiv=1` and a cache-busting `rand`.
 * Nothing that names the person: no visitor id, user id, resolution or referrer.
 */
export function matomoTrackingUrl(target: MatomoTarget, view: { origin: string; path: string; title: string }, rand: number): string {
  const base = target.url.endsWith('/') ? target.url : `${target.url}/`;
  const request = new URL('matomo.php', base);
  request.searchParams.set('idsite', String(target.siteId));
  request.searchParams.set('rec', '1');
  request.searchParams.set('url', `${view.origin}${view.path}`);
  request.searchParams.set('action_name', view.title);
  request.searchParams.set('apiv', '1');
  request.searchParams.set('send_image', '0');
  request.searchParams.set('rand', String(Math.floor(rand)));
  return request.toString();
}

/** One day as `YYYY-MM-DD` in UTC: the collector counts per day, without the time of the view. */
export function pageViewDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Where the page's analytics come from: the server's answer of /api/analytics/config. */
export type AnalyticsTarget = { kind: 'matomo'; url: string; siteId: number } | { kind: 'collector' };

/** What one page view sends: a Matomo request, a count for the own collector, or nothing. */
export type PageViewDispatch = { kind: 'matomo'; url: string } | { kind: 'collector'; path: string } | null;

/**
 * The one decision of the tracker: nothing with Do Not Track, nothing for a URL that is no screen,
 * nothing to the own collector without a logged-in company (it counts per company); else the screen's
 * pattern to wherever the server says.
 */
export function pageViewDispatch(
  target: AnalyticsTarget,
  view: { url: string; title: string; origin: string; loggedIn: boolean },
  dnt: boolean,
  rand: number,
): PageViewDispatch {
  if (dnt) return null;
  const path = pageViewPath(view.url);
  if (path === null) return null;
  if (target.kind === 'matomo') return { kind: 'matomo', url: matomoTrackingUrl(target, { origin: view.origin, path, title: view.title }, rand) };
  return view.loggedIn ? { kind: 'collector', path } : null;
}
