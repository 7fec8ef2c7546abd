import { sql, type Kysely } from 'kysely';

/**
 * A batch's result as `json` (issue 15: "job results stay out of large jsonb values"): a bulk volume
 * job of 10,000 cached keywords stores all its results as it starts, and the database never looks
 * inside them, so taking 10,000 keyword metrics apart into jsonb on the way in and writing them out
 * again on every read was work for nothing (decision 0070). How many items a finished batch gave up on
 * is its own column, so a job's status (read on every poll) finds those batches without reading
 * every result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_batches alter column result type json using result::json`.execute(db);
  await db.schema.alterTable('job_batches').addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update job_batches set failed_count = json_array_length(result -> 'failed') where json_typeof(result -> 'failed') = 'array'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_batches').dropColumn('failed_count').execute();
  await sql`alter table job_batches alter column result type jsonb using result::jsonb`.execute(db);
}
