import { sql, type Kysely } from 'kysely';

/**
 * Issue 22, decision 0057. Saved named views of the keyword table: one row per view, owned by a user
 * in a company, for one table kind; a delete sets `deleted_at` so the undo can bring the view back.
 * Imported values: a tool export's numbers kept beside our metrics, per collection keyword and source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // A person's names are unique per table kind regardless of case; a deleted view frees its name.
  await sql`create unique index saved_views_owner_name on saved_views (company_id, owner_id, kind, lower(name)) where deleted_at is null`.execute(db);
  await sql`create index saved_views_company_kind on saved_views (company_id, kind)`.execute(db);

  await db.schema
    .createTable('collection_imported_values')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    // phraseIdentity of the keyword, as collection_keywords keys it.
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('collection_imported_values_pk', ['collection_id', 'identity', 'source'])
    .execute();
}
