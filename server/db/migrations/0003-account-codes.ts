import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Only the SHA-256 of a code is kept, so the table alone cannot set anybody's password.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('set_password', 'reset_password')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('account_codes_user_purpose').on('account_codes').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Demo companies carry fixed ids; companies made by self-service registration count from 1000 up.
  await sql`create sequence company_ids start with 1000 owned by companies.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists company_ids`.execute(db);
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('account_codes').execute();
}
