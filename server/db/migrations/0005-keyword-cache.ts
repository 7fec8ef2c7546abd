import { sql, type Kysely } from 'kysely';

/**
 * Provider answers, kept so that a keyword is paid for once a month (issue 7 scope 2). The key
 * holds the provider: a switch from the sample adapter to DataForSEO must not serve sample numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keyword_metrics_cache')
    .addColumn('provider', 'text', (c) => c.notNull())
    // phraseIdentity of the keyword (tidied, lower-cased): `Glühwein` and `glühwein ` share one entry.
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // 'YYYY-MM' of the newest month of the history the answer was asked for.
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('metrics', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('keyword_metrics_cache_pkey', ['provider', 'location', 'language', 'month', 'identity'])
    .execute();

  await db.schema
    .createTable('keyword_suggestions_cache')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // 'YYYY-MM' of the calendar month the suggestions were asked in.
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('suggestions', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('keyword_suggestions_cache_pkey', ['provider', 'location', 'language', 'month', 'identity'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('keyword_suggestions_cache').execute();
  await db.schema.dropTable('keyword_metrics_cache').execute();
}
