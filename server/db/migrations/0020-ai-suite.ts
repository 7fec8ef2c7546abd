import { sql, type Kysely } from 'kysely';

/**
 * The AI Suite (issue 20): AI projects over a keyword or a collection with their keywords copied in
 * (the project keeps working when the collection changes), one result row per task and keyword with
 * its variants, the chosen text and its status, and the task's latest job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_projects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('keyword', 'collection')`))
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('set null'))
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    // The demo project's mark: seeded once per database, never again after a person deletes it.
    .addColumn('seed_key', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('ai_projects_company').on('ai_projects').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('ai_project_keywords')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('ai_projects.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_project_keywords_pk', ['project_id', 'keyword'])
    .execute();

  await db.schema
    .createTable('ai_results')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('ai_projects.id').onDelete('cascade'))
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addColumn('variants', 'jsonb', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'accepted', 'rejected')`))
    .addColumn('writer', 'text', (c) => c.notNull().check(sql`writer in ('model', 'rules')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ai_results_pk', ['project_id', 'task', 'keyword'])
    .execute();

  await db.schema
    .createTable('ai_task_runs')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('ai_projects.id').onDelete('cascade'))
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ai_task_runs_pk', ['project_id', 'task'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_task_runs').execute();
  await db.schema.dropTable('ai_results').execute();
  await db.schema.dropTable('ai_project_keywords').execute();
  await db.schema.dropTable('ai_projects').execute();
}
