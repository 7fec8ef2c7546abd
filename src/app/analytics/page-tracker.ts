/**
 * The page tracker (decision 0044), loaded on demand after a screen has rendered, so it never delays
 * one. It asks the server once where views go and then sends each screen change: to the
 * Matomo-compatible service (a cookie-less GET of matomo.php) or to the own collector. With Do Not
 * Track it asks nothing and sends nothing.
 */
import { apiPost } from '../../api/http.ts';
import { analyticsConfigResponseSchema, pageViewCollectResponseSchema } from '../../domain/contracts/page-views.ts';
import { doNotTrack, pageViewDispatch, type AnalyticsTarget } from '../../domain/page-analytics.ts';

export type PageView = { url: string; title: string; companyId: number | null };

export interface TrackerDeps {
  navigator: { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  origin: string;
  fetch: typeof fetch;
  /** POSTs to the own API with the session (src/api/http.ts in the app). */
  collect(companyId: number, path: string): Promise<unknown>;
  random(): number;
}

export interface PageTracker {
  track(view: PageView): Promise<void>;
}

export function createPageTracker(deps: TrackerDeps): PageTracker {
  const dnt = doNotTrack(deps.navigator);
  let target: Promise<AnalyticsTarget | null> | undefined;
  const loadTarget = (): Promise<AnalyticsTarget | null> =>
    (target ??= deps
      .fetch('/api/analytics/config', { credentials: 'omit' })
      .then(async (response) => {
        const parsed = analyticsConfigResponseSchema.parse(await response.json());
        return parsed.target.kind === 'matomo' ? { kind: 'matomo' as const, url: parsed.target.url, siteId: parsed.target.site_id } : parsed.target;
      })
      // Analytics must never break a screen: without an answer, nothing is sent.
      .catch(() => null));
  let last: string | undefined;

  return {
    async track(view) {
      if (dnt) return;
      const resolved = await loadTarget();
      if (resolved === null) return;
      const dispatch = pageViewDispatch(resolved, { url: view.url, title: view.title, origin: deps.origin, loggedIn: view.companyId !== null }, dnt, deps.random() * 1e9);
      if (dispatch === null) return;
      // One view per screen visit: a re-render or a query change of the same screen is no new view.
      const key = dispatch.kind === 'matomo' ? dispatch.url.replace(/&rand=\d+/u, '') : `${dispatch.path}|${view.companyId ?? ''}`;
      if (key === last) return;
      last = key;
      try {
        if (dispatch.kind === 'matomo') await deps.fetch(dispatch.url, { method: 'GET', mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', keepalive: true });
        else if (view.companyId !== null) await deps.collect(view.companyId, dispatch.path);
      } catch {
        // A lost page view is not worth a message.
      }
    },
  };
}

let shared: PageTracker | undefined;

/** The app's tracker, made on first use from the browser's globals. */
export function trackPageView(view: PageView): Promise<void> {
  const collect = (companyId: number, path: string) => apiPost('/analytics/collect', { company_id: companyId, path }, pageViewCollectResponseSchema);
  shared ??= createPageTracker({ navigator: window.navigator, origin: window.location.origin, fetch: window.fetch.bind(window), collect, random: Math.random });
  return shared.track(view);
}
