import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Whether a shared link shows the collection's custom columns (often internal notes): the owner's
  // choice when sharing, off unless chosen (issue 16, defect 7).
  await db.schema.alterTable('collections').addColumn('share_custom_columns', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collections').dropColumn('share_custom_columns').execute();
}
