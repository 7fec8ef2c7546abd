import type { Kysely } from 'kysely';
import type { StartupData } from '../../src/domain/contracts/startup.ts';
import type { Database } from '../db/schema.ts';
import { actualDate, loadStartupData } from './startup-store.ts';
import { VersionedCache } from './versioned-cache.ts';

/** The database's start-up version (migration 0024), bumped by trigger on any write to the tables the start-up data reads. */
export async function readStartupVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('startup_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return String(row.version);
}

/**
 * The start-up data per user and company, kept while the database's start-up version stays the
 * same, so a change made through any server instance, a script or a seed shows on the next call.
 * The version comes with the session when the caller has it (one round trip for a cached call,
 * decision 0067), else one query reads it.
 */
export class StartupCache {
  private readonly entries: VersionedCache<StartupData>;

  constructor(
    private readonly db: Kysely<Database>,
    capacity?: number,
  ) {
    this.entries = new VersionedCache(capacity);
  }

  async load(userId: number, companyId: number, options: { version?: string | undefined; now?: Date } = {}): Promise<StartupData> {
    const now = options.now ?? new Date();
    const key = `${userId}:${companyId}`;
    const version = options.version ?? (await readStartupVersion(this.db));
    const hit = this.entries.get(key, version);
    if (hit) return { ...hit, actual_date: actualDate(now) };
    const data = await loadStartupData(this.db, userId, companyId, now);
    // A write between the version read and the load only makes this entry stale by one version: the next call reloads it.
    this.entries.set(key, version, data);
    return data;
  }

  get size(): number {
    return this.entries.size;
  }
}
