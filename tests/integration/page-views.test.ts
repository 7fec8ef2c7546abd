import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsConfigResponse, PageViewListResponse } from '../../src/domain/contracts/page-views.ts';
import { createTestApp, databaseKinds, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

describe.each(databaseKinds)('the page-view collector on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-05-04T10:00:00Z');
  let admin: LoggedIn;
  let power: LoggedIn;
  let orange: LoggedIn;
  let ended: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [admin, power, orange, ended] = await Promise.all([login('admin@demo.test'), login('power@demo.test'), login('orange@demo.test'), login('ended@demo.test')]);
  });
  afterAll(async () => t.close());

  const collect = (who: LoggedIn, body: object) => t.post('/api/analytics/collect', body, { token: who.token });
  const list = (who: LoggedIn, body: object) => t.post('/api/analytics/page-views', body, { token: who.token });

  it('counts views per company, screen and day, and nothing about who', async () => {
    for (const path of ['/collections', '/collections', '/research/{researchname}']) expect((await collect(power, { company_id: 1, path })).statusCode).toBe(200);
    expect((await collect(orange, { company_id: 2, path: '/collections' })).statusCode).toBe(200);
    now = new Date('2026-05-05T08:00:00Z');
    expect((await collect(admin, { company_id: 1, path: '/collections' })).statusCode).toBe(200);
    // An ended trial still sees /endoftest and /pricing: those views count too.
    expect((await collect(ended, { company_id: 4, path: '/endoftest' })).statusCode).toBe(200);

    const answer = await list(admin, { company_id: 1, days: 7 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PageViewListResponse>()).toEqual({
      from: '2026-04-29',
      to: '2026-05-05',
      rows: [
        { path: '/collections', day: '2026-05-05', count: 1 },
        { path: '/collections', day: '2026-05-04', count: 2 },
        { path: '/research/{researchname}', day: '2026-05-04', count: 1 },
      ],
    });
    const columns = await t.database.handle.db.selectFrom('page_views').selectAll().limit(1).executeTakeFirstOrThrow();
    expect(Object.keys(columns).sort()).toEqual(['company_id', 'count', 'day', 'path']);
  });

  it('the period is the last `days` days, 30 by default', async () => {
    now = new Date('2026-05-24T08:00:00Z');
    const one = (await list(admin, { company_id: 1, days: 1 })).json<PageViewListResponse>();
    expect(one).toEqual({ from: '2026-05-24', to: '2026-05-24', rows: [] });
    const month = (await list(admin, { company_id: 1 })).json<PageViewListResponse>();
    expect(month.from).toBe('2026-04-25');
    expect(month.rows).toHaveLength(3);
  });

  it('refuses a page that is no screen pattern, a real path with ids, and unknown fields, naming the field', async () => {
    for (const path of ['/research/my-secret-list', '/nowhere', 'collections', '/collections?x=1']) {
      const answer = await collect(power, { company_id: 1, path });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'path' });
    }
    const extra = await collect(power, { company_id: 1, path: '/collections', user_id_hash: 'x' });
    expect(extra.statusCode).toBe(400);
    expect((await list(admin, { company_id: 1, days: 0 })).json()).toMatchObject({ field: 'days' });
    expect((await list(admin, { company_id: 1, days: 91 })).statusCode).toBe(400);
  });

  it('shows the counts to the company\'s admins only: a non-admin, an outsider and no session are refused', async () => {
    expect((await list(power, { company_id: 1 })).statusCode).toBe(403);
    expect((await list(orange, { company_id: 2 })).statusCode).toBe(403);
    expect((await list(admin, { company_id: 2 })).statusCode).toBe(403);
    expect((await t.post('/api/analytics/page-views', { company_id: 1 })).statusCode).toBe(401);
    expect((await collect(orange, { company_id: 1, path: '/collections' })).statusCode).toBe(403);
    expect((await t.post('/api/analytics/collect', { company_id: 1, path: '/collections' })).statusCode).toBe(401);
  });
});

describe.each(httpOnlyKinds)('where page views go on %s', (kind) => {
  it('to the own collector without ANALYTICS_URL', async () => {
    const t = await createTestApp(kind);
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/analytics/config' });
      expect(answer.json<AnalyticsConfigResponse>()).toEqual({ target: { kind: 'collector' } });
      expect(answer.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      await t.close();
    }
  });

  it('to the Matomo-compatible service with it, whose origin the CSP then allows', async () => {
    const t = await createTestApp(kind, { analytics: { url: 'https://stats.example.com/matomo/', siteId: 3 } });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/analytics/config' });
      expect(answer.json<AnalyticsConfigResponse>()).toEqual({ target: { kind: 'matomo', url: 'https://stats.example.com/matomo/', site_id: 3 } });
      expect(answer.headers['content-security-policy']).toContain("connect-src 'self' https://stats.example.com;");
    } finally {
      await t.close();
    }
  });
});
