import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('research_status', 'text', (c) => c.notNull())
    .addColumn('content_status', 'text', (c) => c.notNull())
    .addColumn('content_group', 'integer')
    .addColumn('monitoring_status', 'text', (c) => c.notNull())
    .addColumn('monitoring_group', 'integer')
    .addColumn('monitoring_domain', 'text')
    .addColumn('monitoring_device', 'text', (c) => c.notNull().defaultTo('desktop'))
    .addColumn('ai_status', 'text', (c) => c.notNull())
    .addColumn('chat_status', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text')
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plan', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('research_suite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('content_suite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('monitoring_suite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ai_suite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('chat_suite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('saved_headers', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail addresses are unique without regard to case.
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('user_rights')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('right_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_rights_pk', ['user_id', 'right_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('pair', 'text', (c) => c.primaryKey())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['exchange_rates', 'login_failures', 'sessions', 'user_rights', 'memberships', 'users', 'companies']) {
    await db.schema.dropTable(table).execute();
  }
}
