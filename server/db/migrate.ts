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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Without a schema Kysely accepts a migration table in ANY schema of the database, so a second
  // schema (another app, a parallel test run) would make it skip creating its own and fail.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = current.rows[0]?.schema ?? 'public';
  if (await upToDate(db, migrationTableSchema)) return;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
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
