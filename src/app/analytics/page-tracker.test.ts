import { describe, expect, it, vi } from 'vitest';
import { createPageTracker, type TrackerDeps } from './page-tracker.ts';

function deps(config: unknown, navigator: TrackerDeps['navigator'] = { doNotTrack: null }) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === '/api/analytics/config') return new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } });
    return new Response(null, { status: 204 });
  });
  const collect = vi.fn(async () => ({ counted: true }));
  return { navigator, origin: 'https://kw.example.com', fetch: fetch as unknown as typeof globalThis.fetch, collect, random: () => 0.5, calls: fetch };
}

const MATOMO = { target: { kind: 'matomo', url: 'https://stats.example.com/', site_id: 3 } };
const COLLECTOR = { target: { kind: 'collector' } };

describe('the page tracker', () => {
  it('sends nothing, and asks nothing, when the browser sends Do Not Track', async () => {
    for (const config of [MATOMO, COLLECTOR]) {
      const d = deps(config, { doNotTrack: '1' });
      const tracker = createPageTracker(d);
      await tracker.track({ url: '/collections', title: 'Collections', companyId: 1 });
      await tracker.track({ url: '/research/kaffee', title: 'Research', companyId: 1 });
      expect(d.calls).not.toHaveBeenCalled();
      expect(d.collect).not.toHaveBeenCalled();
    }
  });

  it('sends each screen visit once to Matomo, as the screen pattern, without cookies or referrer', async () => {
    const d = deps(MATOMO);
    const tracker = createPageTracker(d);
    await tracker.track({ url: '/research/kaffee?filter=x', title: 'Research', companyId: 1 });
    await tracker.track({ url: '/research/kaffee?filter=y', title: 'Research', companyId: 1 });
    await tracker.track({ url: '/collections', title: 'Collections', companyId: null });
    // The start-up data arriving (the company known now) is no second visit.
    await tracker.track({ url: '/collections', title: 'Collections', companyId: 1 });
    const sent = d.calls.mock.calls.filter(([url]) => String(url).includes('matomo.php'));
    expect(sent).toHaveLength(2);
    const first = new URL(String(sent[0]?.[0]));
    expect(first.searchParams.get('url')).toBe('https://kw.example.com/research/{researchname}');
    expect(sent[0]?.[1]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'no-cors' });
    expect(d.collect).not.toHaveBeenCalled();
    // The configuration is asked once.
    expect(d.calls.mock.calls.filter(([url]) => String(url) === '/api/analytics/config')).toHaveLength(1);
  });

  it('counts with the own collector when no service is configured, only for a logged-in company', async () => {
    const d = deps(COLLECTOR);
    const tracker = createPageTracker(d);
    await tracker.track({ url: '/login', title: 'Log in', companyId: null });
    await tracker.track({ url: '/monitoring/project/12', title: 'Monitoring project', companyId: 1 });
    expect(d.collect.mock.calls).toEqual([[1, '/monitoring/project/{id}']]);
    expect(d.calls.mock.calls.filter(([url]) => String(url).includes('matomo'))).toHaveLength(0);
  });

  it('sends nothing when the server cannot say where views go', async () => {
    const d = deps({ target: { kind: 'somewhere' } });
    const tracker = createPageTracker(d);
    await tracker.track({ url: '/collections', title: 'Collections', companyId: 1 });
    expect(d.collect).not.toHaveBeenCalled();
    expect(d.calls).toHaveBeenCalledTimes(1);
  });
});
