import { sql, type Kysely } from 'kysely';

/**
 * Saved named views of the keyword table (issue 22, decision 0057): one row per view, owned by a user
 * in a company, for one table kind. A delete sets `deleted_at` so the undo can bring the view back.
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
}
