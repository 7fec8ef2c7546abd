import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per bell entry of a company: what its messages add up to (src/domain/notification-list.ts).
  await db.schema
    .createTable('notifications')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // When the entry last asked for attention (messages 0–2); a user has read it when their read mark is not older.
    .addColumn('attention_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notifications_pkey', ['company_id', 'id'])
    .execute();
  await db.schema.createIndex('notifications_company_created').on('notifications').columns(['company_id', 'created_at']).execute();

  // Read state is per person: "mark all read" by one member leaves the others' counts alone.
  await db.schema
    .createTable('notification_reads')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_reads_pkey', ['company_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_reads').execute();
  await db.schema.dropTable('notifications').execute();
}
