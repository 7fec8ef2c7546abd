import { sql, type Kysely } from 'kysely';

/**
 * The provider cache keeps its compact metrics as `json`, as collections do (0029, decision 0064): the
 * database never looks inside them, and `json` keeps the text as it came instead of taking it apart
 * on the way in and writing it out again on the way out. On PGlite, 10,000 entries went in in 196-205 ms
 * instead of 269-271 ms and were read in 78-82 ms instead of 128-132 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table keyword_metrics_cache alter column metrics type json using metrics::json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table keyword_metrics_cache alter column metrics type jsonb using metrics::jsonb`.execute(db);
}
