import { sql, type Kysely } from 'kysely';

/**
 * The content suite (issue 24, decision 0049): projects, the competitor pages of their keyword,
 * one draft per project with its versions. A project's share id is 128 random bits, null while
 * it is not shared; revoking sets it back to null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_projects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('main_keyword', 'text', (c) => c.notNull())
    .addColumn('secondary_keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().check(sql`device in ('desktop', 'mobile')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('fetching').check(sql`status in ('fetching', 'ready', 'failed')`))
    .addColumn('last_job_id', 'text')
    .addColumn('share_id', 'text', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('content_projects_company').on('content_projects').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('content_competitors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('content_projects.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text')
    .addColumn('headings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('main_text', 'text')
    .addColumn('word_count', 'integer')
    .addColumn('page_speed', 'jsonb')
    .addColumn('selected', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('fetched_at', 'timestamptz')
    .addColumn('fetch_error', 'text')
    .addUniqueConstraint('content_competitors_position', ['project_id', 'position'])
    .execute();

  await db.schema
    .createTable('content_drafts')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('content_projects.id').onDelete('cascade'))
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('content_score', 'real')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content_draft_versions')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('content_projects.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_draft_versions_pk', ['project_id', 'revision'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_draft_versions').execute();
  await db.schema.dropTable('content_drafts').execute();
  await db.schema.dropTable('content_competitors').execute();
  await db.schema.dropTable('content_projects').execute();
}
