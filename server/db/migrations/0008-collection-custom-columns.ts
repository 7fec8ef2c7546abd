import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The custom column definitions of a collection (src/domain/contracts/collection-columns.ts), in display order.
  await db.schema.alterTable('collections').addColumn('custom_columns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  // Column name → value: a dropdown keeps the option id, a free column its text. Kept apart from the
  // `row` snapshot so setting a cell never rewrites the saved metrics.
  await db.schema.alterTable('collection_keywords').addColumn('customs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collection_keywords').dropColumn('customs').execute();
  await db.schema.alterTable('collections').dropColumn('custom_columns').execute();
}
