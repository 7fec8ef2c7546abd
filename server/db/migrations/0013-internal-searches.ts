import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('internal_search_imports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // The site whose log this is, normalised like the ranking domain (SPEC §5).
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('accepted_lines', 'integer', (c) => c.notNull())
    .addColumn('rejected_lines', 'integer', (c) => c.notNull())
    // The days the log covers: a newer import covering a day replaces the older counts of that day.
    .addColumn('first_day', 'date', (c) => c.notNull())
    .addColumn('last_day', 'date', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Soft delete for the undo window; the next import or delete of the company purges expired ones.
    .addColumn('deleted_at', 'timestamptz')
    // Marks the demo seed's import, so a deleted demo log is never seeded again.
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addCheckConstraint('internal_search_imports_days', sql`first_day <= last_day`)
    .execute();
  await db.schema.createIndex('internal_search_imports_company').on('internal_search_imports').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('internal_search_terms')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('internal_search_imports.id').onDelete('cascade'))
    // Denormalised from the import so a period read of one company needs no join to find its rows.
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addPrimaryKeyConstraint('internal_search_terms_pkey', ['import_id', 'day', 'term'])
    .execute();
  await db.schema.createIndex('internal_search_terms_company_day').on('internal_search_terms').columns(['company_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('internal_search_terms').execute();
  await db.schema.dropTable('internal_search_imports').execute();
}
