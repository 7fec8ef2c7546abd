import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as jobResultsAsJson from '../../server/db/migrations/0031-job-results-as-json.ts';
import * as jobBatchItemCount from '../../server/db/migrations/0032-job-batch-item-count.ts';
import { jobResultsPage } from '../../server/jobs/job-results-page.ts';
import { jobView } from '../../server/jobs/job-store.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

/**
 * Migrations 0031 and 0032 (decision 0070) on a job stored before them: its results become json with
 * their item and failed-item counts, so a results page and a job's status read them as before; and
 * both go back down to jsonb without the counts.
 */
describe.each(databaseKinds)('job results migrations 0031 and 0032 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const typeOfResult = async () =>
    (await sql<{ type: string }>`select data_type as type from information_schema.columns where table_schema = current_schema() and table_name = 'job_batches' and column_name = 'result'`.execute(t.database.handle.db)).rows[0]?.type;
  const columns = async () =>
    (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'job_batches' order by column_name`.execute(t.database.handle.db)).rows.map((r) => r.name);

  it('counts the items and failed items of results stored before, reads them as before, and goes back down', async () => {
    const db = t.database.handle.db;
    // Migrations are written against an untyped database, as the Migrator hands it to them.
    const untyped = db as unknown as Kysely<unknown>;
    const power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    await jobBatchItemCount.down(untyped);
    await jobResultsAsJson.down(untyped);
    expect(await typeOfResult()).toBe('jsonb');
    expect(await columns()).not.toContain('item_count');

    const id = 'migration-test-job';
    await sql`insert into jobs (id, kind, company_id, user_id, status, payload, total_batches, done_batches) values (${id}, 'bulk-volume', 1, ${power.id}, 'running', '{}'::jsonb, 3, 2)`.execute(db);
    await sql`insert into job_batches (job_id, index, status, input, result) values
      (${id}, 0, 'done', '{"items":["a","b","c"]}'::jsonb, '{"items":[{"k":"a"},{"k":"b"}],"failed":[{"item":"c","reason":"no data"}]}'::jsonb),
      (${id}, 1, 'done', '{"items":["d"]}'::jsonb, '{"items":[{"k":"d"}],"failed":[]}'::jsonb),
      (${id}, 2, 'pending', '{"items":["e"]}'::jsonb, null)`.execute(db);

    await jobResultsAsJson.up(untyped);
    await jobBatchItemCount.up(untyped);
    expect(await typeOfResult()).toBe('json');
    const counts = await sql<{ index: number; item_count: number; failed_count: number }>`select index, item_count, failed_count from job_batches where job_id = ${id} order by index`.execute(db);
    expect(counts.rows).toEqual([
      { index: 0, item_count: 2, failed_count: 1 },
      { index: 1, item_count: 1, failed_count: 0 },
      { index: 2, item_count: 0, failed_count: 0 },
    ]);
    expect(await jobResultsPage(db, id, 1, 5)).toEqual({ items: [{ k: 'b' }, { k: 'd' }], total: 3 });
    expect((await jobView(db, id))?.failed).toEqual([{ item: 'c', reason: 'no data' }]);

    await jobBatchItemCount.down(untyped);
    await jobResultsAsJson.down(untyped);
    expect(await typeOfResult()).toBe('jsonb');
    expect(await columns()).not.toContain('failed_count');
    await jobResultsAsJson.up(untyped);
    await jobBatchItemCount.up(untyped);
    expect(await columns()).toEqual(expect.arrayContaining(['failed_count', 'item_count']));
  });
});
