import { sql, type Kysely } from 'kysely';

/**
 * Decision 0064: a collection keyword whose row is what the row builder makes from metrics keeps
 * only the compact metrics (src/domain/compact-metrics.ts), about a fifth of the bytes; rows saved
 * before keep their whole row and are read as they are. Exactly one of the two is stored. The
 * metrics are `json`, not `jsonb`: the database never looks inside them, and `json` stores the text
 * as it came instead of taking it apart, which made a 10,000-keyword insert a third cheaper on PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collection_keywords').addColumn('metrics', 'json').execute();
  await db.schema.alterTable('collection_keywords').alterColumn('row', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('collection_keywords')
    .addCheckConstraint('collection_keywords_row_or_metrics', sql`("row" is null) <> (metrics is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A whole row cannot be built in SQL; going back would lose the compact keywords, so it refuses.
  const compact = await sql<{ n: number }>`select count(*)::int as n from collection_keywords where "row" is null`.execute(db);
  if ((compact.rows[0]?.n ?? 0) > 0) throw new Error('collection_keywords holds keywords in the compact form only; migration 0029 cannot be undone without losing them.');
  await db.schema.alterTable('collection_keywords').dropConstraint('collection_keywords_row_or_metrics').execute();
  await db.schema.alterTable('collection_keywords').dropColumn('metrics').execute();
  await db.schema.alterTable('collection_keywords').alterColumn('row', (c) => c.setNotNull()).execute();
}
