import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as ssoCodes from './migrations/0002-sso-codes.ts';
import * as accountCodes from './migrations/0003-account-codes.ts';
import * as jobs from './migrations/0004-jobs.ts';
import * as keywordCache from './migrations/0005-keyword-cache.ts';
import * as collections from './migrations/0006-collections.ts';
import * as notifications from './migrations/0007-notifications.ts';
import * as collectionCustomColumns from './migrations/0008-collection-custom-columns.ts';
import * as researchCache from './migrations/0009-research-cache.ts';
import * as shareCustomValues from './migrations/0010-share-custom-values.ts';
import * as brands from './migrations/0011-brands.ts';
import * as monitoring from './migrations/0012-monitoring.ts';
import * as internalSearches from './migrations/0013-internal-searches.ts';
import * as monitoringKeywordRemovals from './migrations/0014-monitoring-keyword-removals.ts';
import * as settingsAudit from './migrations/0015-settings-audit.ts';
import * as pageViewsCheckout from './migrations/0016-page-views-checkout.ts';
import * as aiChat from './migrations/0017-ai-chat.ts';
import * as content from './migrations/0019-content.ts';
import * as aiSuite from './migrations/0020-ai-suite.ts';
import * as providerUsage from './migrations/0022-provider-usage.ts';
import * as startupVersion from './migrations/0024-startup-version.ts';
import * as tableHabits from './migrations/0025-table-habits.ts';
import * as aiContentSource from './migrations/0026-ai-content-source.ts';
import * as monitoringImportedValues from './migrations/0027-monitoring-imported-values.ts';
import * as collectionKeywordPositions from './migrations/0028-collection-keyword-positions.ts';
import * as compactCollectionRows from './migrations/0029-compact-collection-rows.ts';
import * as metricsCacheAsJson from './migrations/0030-metrics-cache-as-json.ts';
import * as jobResultsAsJson from './migrations/0031-job-results-as-json.ts';
import * as jobBatchItemCount from './migrations/0032-job-batch-item-count.ts';
import type { Database } from './schema.ts';

/** Migrations are listed here, in order, so a bundled server needs no folder scan. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sso-codes': ssoCodes,
  '0003-account-codes': accountCodes,
  '0004-jobs': jobs,
  '0005-keyword-cache': keywordCache,
  '0006-collections': collections,
  '0007-notifications': notifications,
  '0008-collection-custom-columns': collectionCustomColumns,
  '0009-research-cache': researchCache,
  '0010-share-custom-values': shareCustomValues,
  '0011-brands': brands,
  '0012-monitoring': monitoring,
  '0013-internal-searches': internalSearches,
  '0014-monitoring-keyword-removals': monitoringKeywordRemovals,
  '0015-settings-audit': settingsAudit,
  '0016-page-views-checkout': pageViewsCheckout,
  '0017-ai-chat': aiChat,
  '0019-content': content,
  '0020-ai-suite': aiSuite,
  '0022-provider-usage': providerUsage,
  '0024-startup-version': startupVersion,
  '0025-table-habits': tableHabits,
  '0026-ai-content-source': aiContentSource,
  '0027-monitoring-imported-values': monitoringImportedValues,
  '0028-collection-keyword-positions': collectionKeywordPositions,
  '0029-compact-collection-rows': compactCollectionRows,
  '0030-metrics-cache-as-json': metricsCacheAsJson,
  '0031-job-results-as-json': jobResultsAsJson,
  '0032-job-batch-item-count': jobBatchItemCount,
};

/** The names of every migration, in order: what a migrated database holds (database-template.ts). */
export const migrationNames = (): string[] => Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Without a schema Kysely accepts a migration table in ANY schema of the database, so a second
  // schema (another app, a parallel test run) would make it skip creating its own and fail.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = current.rows[0]?.schema ?? 'public';
  if (await upToDate(db, migrationTableSchema)) return;
  // Suites are built in parallel and land in any order, so a database may have run 0024 before 0020
  // arrives; each migration touches only its own tables, so running a late one afterwards is safe.
  const migrator = new Migrator({ db, provider, migrationTableSchema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Every start runs this; the Migrator's own path (create tables, take the lock, read, release) costs
 * about 300 ms on the embedded database. One read says whether exactly the known migrations ran.
 */
async function upToDate(db: Kysely<Database>, schema: string): Promise<boolean> {
  const known = Object.keys(migrations);
  const table = await sql<{ present: boolean }>`select to_regclass(${`${schema}.kysely_migration`}) is not null as present`.execute(db);
  if (!table.rows[0]?.present) return false;
  const ran = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db);
  return ran.rows.length === known.length && ran.rows.every((row, index) => row.name === known[index]);
}
