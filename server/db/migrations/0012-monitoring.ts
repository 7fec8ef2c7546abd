import { sql, type Kysely } from 'kysely';

/** Monitoring (issue 19): ranking projects, their keywords, tags, competitors and daily positions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_projects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().check(sql`device in ('desktop', 'mobile', 'tablet')`))
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // HH:MM, Europe/Berlin (src/domain/update-schedule.ts).
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Soft delete for the undo window.
    .addColumn('deleted_at', 'timestamptz')
    // 128 random bits in base64url; null while the report is not shared.
    .addColumn('share_id', 'text', (c) => c.unique())
    // The Berlin day the schedule last planned an update for: claimed with one conditional UPDATE, so
    // several instances plan each project once a day.
    .addColumn('planned_day', 'text')
    .addColumn('update_state', 'text', (c) => c.notNull().defaultTo('never').check(sql`update_state in ('never', 'running', 'done', 'failed')`))
    .addColumn('last_update_at', 'timestamptz')
    .addColumn('last_job_id', 'text')
    .addColumn('seed_key', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('monitoring_projects_company').on('monitoring_projects').column('company_id').execute();

  await db.schema
    .createTable('monitoring_competitors')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('monitoring_projects.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitoring_competitors_pkey', ['project_id', 'domain'])
    .execute();

  await db.schema
    .createTable('monitoring_keywords')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('monitoring_projects.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('identity', 'text', (c) => c.notNull())
    // Monthly search volume and the month it is of (YYYY-MM); refreshed by the update when the month turns.
    .addColumn('volume', 'integer')
    .addColumn('volume_month', 'text')
    .addColumn('best_position', 'smallint')
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('monitoring_keywords_identity', ['project_id', 'identity'])
    .execute();

  await db.schema
    .createTable('monitoring_keyword_tags')
    .addColumn('keyword_id', 'integer', (c) => c.notNull().references('monitoring_keywords.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitoring_keyword_tags_pkey', ['keyword_id', 'tag'])
    .execute();

  // One row per keyword and Berlin day. A failure is its own state with its reason, never a position.
  await db.schema
    .createTable('monitoring_positions')
    .addColumn('keyword_id', 'integer', (c) => c.notNull().references('monitoring_keywords.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ranked', 'not_found', 'failed')`))
    .addColumn('position', 'smallint')
    .addColumn('url', 'text')
    // Ids of the SERP feature catalogue, comma-separated: small and never queried inside.
    .addColumn('features', 'text', (c) => c.notNull().defaultTo(''))
    // Competitor domain → its position that day (null: not in the top 100).
    .addColumn('competitors', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('reason', 'text')
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('next_retry_at', 'timestamptz')
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('monitoring_positions_pkey', ['keyword_id', 'day'])
    .addCheckConstraint('monitoring_positions_state', sql`(status = 'ranked') = (position is not null) and (status = 'failed') = (reason is not null)`)
    .execute();
  await sql`create index monitoring_positions_retry on monitoring_positions (next_retry_at) where status = 'failed'`.execute(db);

  // The visibility index per project, day and domain (own and competitors), written by each update.
  await db.schema
    .createTable('monitoring_visibility')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('monitoring_projects.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitoring_visibility_pkey', ['project_id', 'day', 'domain'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['monitoring_visibility', 'monitoring_positions', 'monitoring_keyword_tags', 'monitoring_keywords', 'monitoring_competitors', 'monitoring_projects']) {
    await db.schema.dropTable(table).execute();
  }
}
