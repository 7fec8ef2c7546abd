import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartupData } from '../../src/domain/contracts/startup.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/**
 * Issue 15: the start-up call is served from a cache, and every kind of change it shows is seen on
 * the next call, also when the change comes from outside this server (another instance, a script):
 * here written straight into the database.
 */
describe.each(databaseKinds)('start-up data cache on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(async () => t.close());

  const startup = async () => {
    const response = await t.post('/api/service/startup', { user: 'power@demo.test', user_id: power.id, company_id: 1 }, { token: power.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StartupData>();
  };
  const db = () => t.database.handle.db;

  it('answers from the cache while nothing changed: a write the trigger does not see is not shown', async () => {
    const before = await startup();
    await sql`alter table users disable trigger users_bump_startup_version`.execute(db());
    try {
      await db().updateTable('users').set({ name: 'Unseen Name' }).where('id', '=', power.id).execute();
      expect((await startup()).user.name).toBe(before.user.name);
    } finally {
      await sql`alter table users enable trigger users_bump_startup_version`.execute(db());
    }
    await db().updateTable('users').set({ name: before.user.name }).where('id', '=', power.id).execute();
    expect((await startup()).user.name).toBe(before.user.name);
  });

  it('shows each kind of change at once: settings, rights, plan, suites, company status, flags, membership, rate', async () => {
    const changes: [string, () => Promise<unknown>, (data: StartupData) => unknown, unknown][] = [
      ['user settings', async () => expect((await t.post('/api/service/settings/update', { user_id: power.id, company_id: 1, settings: { dark_mode: true } }, { token: power.token })).statusCode).toBe(200), (d) => d.userSettings.dark_mode, true],
      ['rights', () => db().deleteFrom('user_rights').where('user_id', '=', power.id).execute(), (d) => d.userRights.length, 0],
      ['plan', () => db().updateTable('users').set({ plan: 2 }).where('id', '=', power.id).execute(), (d) => d.plan.plan, 2],
      ['suite flag', () => db().updateTable('users').set({ ai_suite: false }).where('id', '=', power.id).execute(), (d) => d.ai_suite, false],
      ['company status', () => db().updateTable('companies').set({ content_status: 'test_ended' }).where('id', '=', 1).execute(), (d) => d.content_status, 'test_ended'],
      ['company flags', () => db().updateTable('companies').set({ monitoring_domain: 'www.changed.de' }).where('id', '=', 1).execute(), (d) => d.monitoring_domain, 'www.changed.de'],
      ['another membership', () => db().insertInto('memberships').values({ user_id: power.id, company_id: 2, is_default: false }).onConflict((c) => c.doNothing()).execute(), (d) => d.companies.map((c) => c.id), [1, 2]],
      ['exchange rate', () => db().updateTable('exchange_rates').set({ rate: 0.5 }).where('pair', '=', 'USD_EUR').execute(), (d) => d.rate_usd_to_eur, 0.5],
    ];
    for (const [what, change, read, expected] of changes) {
      expect(read(await startup()), `${what} before`).not.toEqual(expected);
      await change();
      expect(read(await startup()), what).toEqual(expected);
    }
  });
});
