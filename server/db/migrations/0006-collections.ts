import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Soft delete: the row stays for the undo window (and the seeded one for good, see docs/decisions/0010).
    .addColumn('deleted_at', 'timestamptz')
    // 128 random bits in base64url; null while the collection is not shared.
    .addColumn('share_id', 'text', (c) => c.unique())
    // Marks a row the demo seed created, so a renamed or deleted demo collection is never seeded again.
    .addColumn('seed_key', 'text', (c) => c.unique())
    .execute();
  // Names are unique per company regardless of case, but a deleted one frees its name at once.
  await sql`create unique index collections_company_name on collections (company_id, lower(name)) where deleted_at is null`.execute(db);

  await db.schema
    .createTable('collection_keywords')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    // phraseIdentity of the keyword: `Glühwein` and `glühwein ` are one keyword.
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // The KeywordRow as it was when added: a collection shows what was saved, not today's numbers.
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('collection_keywords_pkey', ['collection_id', 'identity'])
    .execute();
  // keywords-saved looks keywords up by identity across a company's collections.
  await db.schema.createIndex('collection_keywords_identity').on('collection_keywords').column('identity').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_keywords').execute();
  await db.schema.dropTable('collections').execute();
}
