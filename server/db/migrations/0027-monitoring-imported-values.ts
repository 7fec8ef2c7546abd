import { sql, type Kysely } from 'kysely';

/**
 * Issue 22 item 1, decisions 0046 and 0057: a tool export's values kept beside a tracked keyword, per
 * keyword and source, as collection_imported_values keeps them for a collection. Keyed by the keyword's
 * row, so removing the keyword removes its values (the removal keeps a copy for the undo) and the
 * project's company is the only one that reaches them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_imported_values')
    .addColumn('keyword_id', 'integer', (c) => c.notNull().references('monitoring_keywords.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('monitoring_imported_values_pk', ['keyword_id', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monitoring_imported_values').execute();
}
