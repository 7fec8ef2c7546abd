import { sql, type Kysely } from 'kysely';

/** Brand dashboards (issue 18): dashboards, their brands, the keywords of each brand and the finished index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_dashboards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // The `{brandindex}` of the routes: fixed at creation, so a rename keeps links and bell entries working.
    .addColumn('listname', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Soft delete: restore is the undo.
    .addColumn('deleted_at', 'timestamptz')
    // The newest index run: a job id, or a claim (`claim:…`) taken before its job exists. Changing it
    // only from the value read is what keeps two runs of one dashboard from starting at once.
    .addColumn('current_run', 'text')
    .addColumn('run_claimed_at', 'timestamptz')
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addUniqueConstraint('brand_dashboards_listname', ['company_id', 'listname'])
    .execute();

  await db.schema
    .createTable('brand_dashboard_brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('brand_dashboards.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brand_dashboard_brands_dashboard').on('brand_dashboard_brands').columns(['dashboard_id', 'position']).execute();

  await db.schema
    .createTable('brand_keywords')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('brand_dashboards.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brand_dashboard_brands.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // A keyword stands for one brand of a dashboard, or its searches would count twice.
    .addPrimaryKeyConstraint('brand_keywords_pkey', ['dashboard_id', 'keyword'])
    .execute();

  await db.schema
    .createTable('brand_index_results')
    .addColumn('dashboard_id', 'integer', (c) => c.primaryKey().references('brand_dashboards.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // The run it was computed from; a newer finished run replaces it.
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text')
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_index_results').execute();
  await db.schema.dropTable('brand_keywords').execute();
  await db.schema.dropTable('brand_dashboard_brands').execute();
  await db.schema.dropTable('brand_dashboards').execute();
}
