import { sql, type Kysely } from 'kysely';

/**
 * How many items a finished batch's result holds, as its own column: a results page found its
 * batches by the length of every batch's list, and with `json` results (0031) that length parses the
 * whole result of every batch on every page. And results are stored without compression
 * (`storage external`): a batch of 100 keyword metrics is about 30 KB, past the size PostgreSQL
 * compresses at, and compressing it took a third of the insert of a cached job's results (162-182 ms
 * against 102-116 ms for 100 batches on PGlite), for results that live as long as their job
 * (decision 0070).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_batches').addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`alter table job_batches alter column result set storage external`.execute(db);
  await sql`update job_batches set item_count = json_array_length(result -> 'items') where json_typeof(result -> 'items') = 'array'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_batches alter column result set storage extended`.execute(db);
  await db.schema.alterTable('job_batches').dropColumn('item_count').execute();
}
