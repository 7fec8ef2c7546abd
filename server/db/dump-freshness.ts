import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupsDir, LAST_GOOD, writeDump } from './embedded-dumps.ts';

/**
 * How current the last-good dump is (issue 16, defect 6). Beside the dump the server keeps what it
 * knows: the WAL position the dump holds, the last WAL position it saw written, and whether the
 * dump was taken at a clean stop. A restore is only automatic when that proves the dump holds
 * every write; otherwise the start is refused with what to do, never a quiet roll-back.
 */
export interface DumpFreshness {
  dumpAt: string;
  dumpLsn: string;
  lastWriteAt: string;
  lastWriteLsn: string;
  /** The dump was written by a clean stop, after which nothing can have been written. */
  cleanStop: boolean;
}

const FRESHNESS = 'last-good.json';
const freshnessFile = (dataDir: string) => path.join(backupsDir(dataDir), FRESHNESS);

export async function readFreshness(dataDir: string): Promise<DumpFreshness | undefined> {
  try {
    const value: unknown = JSON.parse(await fs.readFile(freshnessFile(dataDir), 'utf8'));
    const record = value as Partial<DumpFreshness>;
    const strings = [record.dumpAt, record.dumpLsn, record.lastWriteAt, record.lastWriteLsn];
    return strings.every((field) => typeof field === 'string') && typeof record.cleanStop === 'boolean' ? (record as DumpFreshness) : undefined;
  } catch {
    return undefined;
  }
}

async function writeFreshness(dataDir: string, freshness: DumpFreshness): Promise<void> {
  const target = freshnessFile(dataDir);
  await fs.writeFile(`${target}.partial`, JSON.stringify(freshness));
  await fs.rename(`${target}.partial`, target);
}

/**
 * Called before the server takes requests: a record left by the last clean stop says the dump holds
 * every write, which stops being true with this run's first write. Until this run's own first dump
 * is recorded, the record says the stop was not clean, so a kill in between is refused, never
 * restored over writes the dump lacks (a crash-recovery test caught this race).
 */
export async function markRunSinceDump(dataDir: string): Promise<void> {
  const previous = await readFreshness(dataDir);
  if (previous?.cleanStop === true) await writeFreshness(dataDir, { ...previous, cleanStop: false });
}

/** Why the dump cannot be restored without the operator, or null when it holds every write. */
export function staleDumpReason(freshness: DumpFreshness | undefined): string | null {
  if (freshness === undefined) return 'nothing records which writes the dump holds (it predates this check)';
  if (freshness.lastWriteLsn !== freshness.dumpLsn) return `the last write seen (${freshness.lastWriteAt}) is newer than the dump (${freshness.dumpAt})`;
  if (!freshness.cleanStop) return `the server did not stop cleanly after the dump (${freshness.dumpAt}), so later writes may not be in it`;
  return null;
}

async function currentLsn(pglite: PGlite): Promise<string> {
  const result = await pglite.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  return result.rows[0]?.lsn ?? '';
}

export interface DumpKeeper {
  /** Looks for writes and dumps when the dump is older than the interval and data changed. */
  tick(): Promise<void>;
  /** The final dump of a clean stop. */
  stop(): Promise<void>;
}

/**
 * Keeps `backups/last-good.tar.gz` and its freshness record current: a dump right after the start,
 * another once `everyMs` has passed with data changed, and one at a clean stop. Each dump holds
 * PGlite's one connection for about a second (see README), so it is never taken more often.
 */
export async function startDumpKeeper(pglite: PGlite, dataDir: string, everyMs: number, now: () => Date = () => new Date()): Promise<DumpKeeper> {
  let state: DumpFreshness | undefined;
  const dump = async (cleanStop: boolean) => {
    const lsn = await currentLsn(pglite);
    await writeDump(pglite, dataDir, LAST_GOOD);
    const at = now().toISOString();
    state = { dumpAt: at, dumpLsn: lsn, lastWriteAt: at, lastWriteLsn: lsn, cleanStop };
    await writeFreshness(dataDir, state);
  };
  await dump(false);
  return {
    async tick() {
      if (state === undefined) return;
      const lsn = await currentLsn(pglite);
      if (lsn === state.lastWriteLsn) return;
      state = { ...state, lastWriteAt: now().toISOString(), lastWriteLsn: lsn };
      await writeFreshness(dataDir, state);
      if (now().getTime() - Date.parse(state.dumpAt) >= everyMs) await dump(false);
    },
    stop: () => dump(true),
  };
}
