import { sql, type Kysely } from 'kysely';

/** The audit log of company settings (issue 21): who changed what in a company, with the values before and after. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // Kept when the acting account goes: the row still says who it was by e-mail.
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull())
    // What the change was made to: a user's e-mail, or the company's name.
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_audit_company_at').on('settings_audit').columns(['company_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings_audit').execute();
}
