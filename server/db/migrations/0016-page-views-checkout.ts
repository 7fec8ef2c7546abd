import { sql, type Kysely } from 'kysely';

/** Page views of the offline collector and the checkout records (decision 0044). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // The screen's route pattern (SPEC §2), never the page's own path: no ids, no query.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    // No user and no address on purpose: a count per screen and day is all the panel shows.
    .addPrimaryKeyConstraint('page_views_pkey', ['company_id', 'day', 'path'])
    .execute();

  await db.schema
    .createTable('checkout_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan', 'integer', (c) => c.notNull().check(sql`plan between 1 and 3`))
    // 'offline' (a request for the sales team) or 'stripe'.
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requested', 'open', 'completed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('checkout_records_company').on('checkout_records').columns(['company_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkout_records').execute();
  await db.schema.dropTable('page_views').execute();
}
