import { sql, type Kysely } from 'kysely';

/**
 * Keyword ideas and a domain's keywords, kept per calendar month like autocomplete (issue 17): a
 * lookup already made this month answers without a provider call. `asked_limit` is how many phrases
 * the provider was asked for, so a later, longer page knows whether the stored answer covers it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keyword_ideas_cache')
    .addColumn('provider', 'text', (c) => c.notNull())
    // phraseIdentity of the seed.
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull().check(sql`view in ('matching', 'related')`))
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // 'YYYY-MM' of the calendar month the ideas were asked in.
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('asked_limit', 'integer', (c) => c.notNull().check(sql`asked_limit > 0`))
    .addColumn('phrases', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('keyword_ideas_cache_pkey', ['provider', 'location', 'language', 'month', 'view', 'identity'])
    .execute();

  await db.schema
    .createTable('domain_keywords_cache')
    .addColumn('provider', 'text', (c) => c.notNull())
    // The domain as normalised by src/domain/rankings-domain.ts (`www.demo-shop.de`).
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('asked_limit', 'integer', (c) => c.notNull().check(sql`asked_limit > 0`))
    .addColumn('keywords', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('domain_keywords_cache_pkey', ['provider', 'location', 'language', 'month', 'domain'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_keywords_cache').execute();
  await db.schema.dropTable('keyword_ideas_cache').execute();
}
