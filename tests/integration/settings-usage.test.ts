import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { usageMonths } from '../../src/domain/provider-usage.ts';
import type { UsageResponse } from '../../src/domain/contracts/provider-usage.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const HISTORICAL = '/api/v2/sources/dataforseo/historicalsv';
const SOURCES = '/api/v2/sources/';
const market = { location: 2276, language: 'de' };
const noUsage = { cache_keywords: 0, cache_calls: 0, paid_keywords: 0, paid_calls: 0 };

/**
 * Settings → Usage (issue 21, decision 0053): lookups made through the app's real routes, on the
 * sample providers counted at their port, are counted per company, suite and kind.
 */
describe.each(databaseKinds)('settings: provider usage on %s', (kind) => {
  let t: TestApp;
  let admin: LoggedIn;
  let power: LoggedIn;
  let orange: LoggedIn;
  let otherAdmin: LoggedIn;
  const calls = { metrics: 0, serp: 0 };

  beforeAll(async () => {
    const sample = selectProviders({});
    t = await createTestApp(kind, {
      providers: {
        ...sample,
        metrics: { metrics: async (request) => ((calls.metrics += 1), sample.metrics.metrics(request)) },
        serp: { serp: async (request) => ((calls.serp += 1), sample.serp.serp(request)) },
      },
    });
    const { db } = t.database.handle;
    // The demo seed's month of usage (server/db/seed-usage.ts) would add to every count: start from none.
    await db.deleteFrom('provider_usage').execute();
    await db
      .insertInto('users')
      .values({
        email: 'admin2@demo.test', name: 'Zoe Zwei', password_hash: await hashPassword('demo-Passw0rd'), admin: true, plan: 4, active: true, verified: true,
        research_suite: true, content_suite: true, monitoring_suite: true, ai_suite: true, chat_suite: true, settings: defaultUserSettings, saved_headers: {},
      })
      .execute();
    const id = (await db.selectFrom('users').select('id').where('email', '=', 'admin2@demo.test').executeTakeFirstOrThrow()).id;
    await db.insertInto('memberships').values({ user_id: id, company_id: 2, is_default: true }).execute();
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [admin, power, orange, otherAdmin] = await Promise.all([login('admin@demo.test'), login('power@demo.test'), login('orange@demo.test'), login('admin2@demo.test')]);
  });
  afterAll(async () => t.close());

  const usage = (who: LoggedIn, company_id: number) => t.post('/api/settings/usage', { company_id }, { token: who.token });
  const historical = (who: LoggedIn, keywords: string[]) => t.post(HISTORICAL, { keywords, company: who.company_id, user: who.id, ...market }, { token: who.token });

  it('counts paid lookups, then the same keywords from the cache, per suite and company', async () => {
    const empty = await usage(admin, 1);
    expect(empty.statusCode, empty.body).toBe(200);
    const months = usageMonths(new Date());
    expect(empty.json<UsageResponse>()).toEqual({ current_month: months.current, previous_month: months.previous, suites: [] });

    // Three distinct keywords (a repeated spelling is one), asked of the provider in one call.
    expect((await historical(power, ['rodelschlitten', 'Rodelschlitten ', 'schneeschuhe', 'pulverschnee'])).statusCode).toBe(200);
    expect(calls.metrics).toBe(1);
    // Two from the cache, one new: a second provider call for that one.
    expect((await historical(power, ['schneeschuhe', 'pulverschnee', 'eiszapfen'])).statusCode).toBe(200);
    expect(calls.metrics).toBe(2);
    // A SERP has no cache: every call is paid, and it belongs to the research suite.
    const serp = await t.post(SOURCES, { company: 1, user: power.id, request_type: 'serp', options: { ...market, keyword: 'glühwein' } }, { token: power.token });
    expect(serp.statusCode, serp.body).toBe(200);
    expect(calls.serp).toBe(1);
    // Another company's lookups stay its own.
    expect((await historical(orange, ['rodelschlitten'])).statusCode).toBe(200);

    const answer = (await usage(admin, 1)).json<UsageResponse>();
    expect(answer.suites).toEqual([
      { suite: 'searchvolume', current: { cache_keywords: 2, cache_calls: 1, paid_keywords: 4, paid_calls: 2 }, previous: noUsage },
      { suite: 'research', current: { cache_keywords: 0, cache_calls: 0, paid_keywords: 1, paid_calls: 1 }, previous: noUsage },
    ]);
    const other = (await usage(otherAdmin, 2)).json<UsageResponse>();
    // Company 2 asked after company 1 had cached the keyword: the cache is shared, the count is not.
    expect(other.suites).toEqual([{ suite: 'searchvolume', current: { cache_keywords: 1, cache_calls: 1, paid_keywords: 0, paid_calls: 0 }, previous: noUsage }]);
  });

  it('keeps one counter row per company, day, suite, port and kind, and shows the previous month beside this one', async () => {
    const { db } = t.database.handle;
    const rows = await db.selectFrom('provider_usage').selectAll().where('company_id', '=', 1).execute();
    expect(rows).toHaveLength(3);
    const months = usageMonths(new Date());
    await db.insertInto('provider_usage').values({ company_id: 1, day: `${months.previous}-15`, suite: 'brands', port: 'suggestions', kind: 'paid', calls: 26, keywords: 26 }).execute();
    const answer = (await usage(admin, 1)).json<UsageResponse>();
    expect(answer.suites.map((s) => s.suite)).toEqual(['searchvolume', 'research', 'brands']);
    expect(answer.suites[2]).toEqual({ suite: 'brands', current: noUsage, previous: { cache_keywords: 0, cache_calls: 0, paid_keywords: 26, paid_calls: 26 } });
  });

  it('answers the company’s admins only: a non-admin, another company’s admin, a bad body and no session are refused', async () => {
    expect((await usage(power, 1)).statusCode).toBe(403);
    expect((await usage(otherAdmin, 1)).statusCode).toBe(403);
    expect((await usage(admin, 2)).statusCode).toBe(403);
    const bad = await t.post('/api/settings/usage', { company_id: 'eins' }, { token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'company_id' });
    expect((await t.post('/api/settings/usage', { company_id: 1, month: '2026-01' }, { token: admin.token })).statusCode).toBe(400);
    expect((await t.post('/api/settings/usage', { company_id: 1 })).statusCode).toBe(401);
  });
});
