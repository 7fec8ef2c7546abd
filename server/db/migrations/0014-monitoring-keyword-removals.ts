import { sql, type Kysely } from 'kysely';

/**
 * Keywords removed from a monitoring project, kept for the undo window (decision 0040): the removed
 * keywords with their tags as one JSON list, their daily positions row by row. Undo copies them back
 * under their old ids; the next removal in the project purges what is older than the window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_keyword_removals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('monitoring_projects.id').onDelete('cascade'))
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // [{ id, keyword, identity, volume, volume_month, best_position, added_at, tags }]
    .addColumn('keywords', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitoring_keyword_removals_project').on('monitoring_keyword_removals').column('project_id').execute();

  await db.schema
    .createTable('monitoring_removed_positions')
    .addColumn('removal_id', 'integer', (c) => c.notNull().references('monitoring_keyword_removals.id').onDelete('cascade'))
    .addColumn('keyword_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'smallint')
    .addColumn('url', 'text')
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('competitors', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attempts', 'smallint', (c) => c.notNull())
    .addColumn('next_retry_at', 'timestamptz')
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitoring_removed_positions_removal').on('monitoring_removed_positions').column('removal_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monitoring_removed_positions').execute();
  await db.schema.dropTable('monitoring_keyword_removals').execute();
}
