import type { Kysely } from 'kysely';
import type { StartupData } from '../../src/domain/contracts/startup.ts';
import type { Database } from '../db/schema.ts';
import { actualDate, loadStartupData } from './startup-store.ts';

type Entry = { readonly version: string; readonly data: StartupData };

/** Enough for every user of a busy instance; the oldest entry goes first. */
const DEFAULT_CAPACITY = 5_000;

/**
 * The start-up data per user and company, kept while the database's start-up version (bumped by
 * trigger on any write to the tables it reads, migration 0024) stays the same. One query checks it,
 * so a change made through any server instance, a script or a seed shows on the next call.
 */
export class StartupCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  async load(userId: number, companyId: number, now = new Date()): Promise<StartupData> {
    const key = `${userId}:${companyId}`;
    const version = await this.currentVersion();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Refreshed in the Map's order, so the least recently used entry is the first one.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { ...hit.data, actual_date: actualDate(now) };
    }
    const data = await loadStartupData(this.db, userId, companyId, now);
    // A write between the version read and the load only makes this entry stale by one version: the next call reloads it.
    this.entries.delete(key);
    this.entries.set(key, { version, data });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return data;
  }

  get size(): number {
    return this.entries.size;
  }

  private async currentVersion(): Promise<string> {
    const row = await this.db.selectFrom('startup_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return String(row.version);
  }
}
