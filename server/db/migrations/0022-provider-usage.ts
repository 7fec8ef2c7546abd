import { sql, type Kysely } from 'kysely';

/**
 * Provider usage counters (issue 21, decision 0053): one row per company, day, suite, port and kind,
 * upserted on every lookup, so a busy company adds a few rows a day, not one per call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_usage')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    // The caller's suite (src/domain/provider-usage.ts USAGE_SUITES) and the provider port.
    .addColumn('suite', 'text', (c) => c.notNull())
    .addColumn('port', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cache', 'paid')`))
    .addColumn('calls', 'integer', (c) => c.notNull().check(sql`calls >= 0`))
    .addColumn('keywords', 'integer', (c) => c.notNull().check(sql`keywords >= 0`))
    .addPrimaryKeyConstraint('provider_usage_pkey', ['company_id', 'day', 'suite', 'port', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_usage').execute();
}
