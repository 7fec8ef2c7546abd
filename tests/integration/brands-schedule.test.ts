import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_DASHBOARD_GRACE_MS, planMonthlyRuns } from '../../server/jobs/kinds/brand-index/brand-index-schedule.ts';
import type { BrandCreateResponse } from '../../src/domain/contracts/brands.ts';
import { MARKET, manyBrands } from './brands-support.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { waitFor } from './volume-jobs-support.ts';

/**
 * The monthly refresh plans a dashboard that has no index of the tick's month, unless its create has
 * only just started its own run: a tick in that moment made the create answer "already running".
 */
describe.each(databaseKinds)('the brand index schedule on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  it('plans a dashboard without this month\'s index, but not one created within the grace period', async () => {
    const db = t.database.handle.db;
    const created = await t.call<BrandCreateResponse>('/api/brands/create', { company_id: 1, name: 'Zeitplan', ...MARKET, brands: manyBrands(2, 5) }, power);
    const id = created.dashboard.id;
    await waitFor(async () => (await db.selectFrom('jobs').select('status').where('id', '=', created.job.job_id).executeTakeFirst())?.status === 'done');
    // Its run is from before this month and no index of this month is stored: the dashboard is due.
    await sql`delete from brand_index_results where dashboard_id = ${id}`.execute(db);
    await sql`update jobs set updated_at = now() - interval '60 days' where id = ${created.job.job_id}`.execute(db);
    const createdAt = (await db.selectFrom('brand_dashboards').select('created_at').where('id', '=', id).executeTakeFirstOrThrow()).created_at;
    const planned = async (tickAt: Date) => (await planMonthlyRuns(db, tickAt)).filter((run) => run.payload.dashboard_id === id).length;

    expect(await planned(new Date(new Date(createdAt).getTime() + NEW_DASHBOARD_GRACE_MS / 2))).toBe(0);
    expect(await planned(new Date(new Date(createdAt).getTime() + NEW_DASHBOARD_GRACE_MS + 1000))).toBe(1);
  });
});
