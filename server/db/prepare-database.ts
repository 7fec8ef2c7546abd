import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoData } from './seed.ts';

/**
 * The lock's key: one per schema, so test runs that share a database in schemas of their own do not
 * wait for each other, while every instance of one installation (one schema) takes the same lock.
 */
const lockKey = sql<number>`hashtext('keyword-workbench:migrate-and-seed:' || current_schema())`;

/**
 * Migrates and seeds under a PostgreSQL advisory lock (issue 23): instances started together on an
 * empty database ran the seed side by side and all but one stopped on a duplicate users_pkey. The
 * first to take the lock migrates and seeds; the others wait on it and then find nothing to do.
 * The lock is a session lock held on one pooled connection while the work runs on the others, so
 * a crash mid-way frees it with its connection. PGlite has one process per folder (data-dir lock).
 */
export async function prepareDatabase(handle: DatabaseHandle, seed: (db: Kysely<Database>) => Promise<void> = seedDemoData): Promise<void> {
  const { db } = handle;
  if (handle.kind === 'pglite') {
    await migrateToLatest(db);
    await seed(db);
    return;
  }
  await db.connection().execute(async (lockHolder) => {
    await sql`select pg_advisory_lock(${lockKey})`.execute(lockHolder);
    try {
      await migrateToLatest(db);
      await seed(db);
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(lockHolder);
    }
  });
}
