import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // A leaked table must not hand out logins, so only a SHA-256 of the code is kept.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    // Kept after the issuing admin is deleted, so the audit trail of live codes does not vanish with them.
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Pointing at the membership, not at user and company apart: a user who leaves a company
    // loses its unused codes with it.
    .addForeignKeyConstraint('sso_codes_membership_fk', ['user_id', 'company_id'], 'memberships', ['user_id', 'company_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('sso_codes_expires_at').on('sso_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_codes').execute();
}
