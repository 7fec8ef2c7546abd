import { sql, type Kysely } from 'kysely';

/**
 * Issue 20 (decision 0060): an AI project may start from a content project, whose briefing its
 * outline task reads. The link is cleared when the content project goes; the project keeps its
 * keywords and texts, and only its outline can no longer be written again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ai_projects')
    .addColumn('content_project_id', 'integer', (c) => c.references('content_projects.id').onDelete('set null'))
    .execute();
  await sql`alter table ai_projects drop constraint ai_projects_source_check`.execute(db);
  await sql`alter table ai_projects add constraint ai_projects_source_check check (source in ('keyword', 'collection', 'content'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ai_projects where source = 'content'`.execute(db);
  await sql`alter table ai_projects drop constraint ai_projects_source_check`.execute(db);
  await sql`alter table ai_projects add constraint ai_projects_source_check check (source in ('keyword', 'collection'))`.execute(db);
  await db.schema.alterTable('ai_projects').dropColumn('content_project_id').execute();
}
