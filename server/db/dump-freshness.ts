import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupsDir, LAST_GOOD, lastGoodDump, writeDump } from './embedded-dumps.ts';

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

/** A restored backup is not what the last-good dump holds: its record must not vouch for it (dumpToKeep). */
export async function forgetFreshness(dataDir: string): Promise<void> {
  await fs.rm(freshnessFile(dataDir), { force: true });
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
export async function markRunSinceDump(dataDir: string): Promise<DumpFreshness | undefined> {
  const previous = await readFreshness(dataDir);
  if (previous?.cleanStop === true) await writeFreshness(dataDir, { ...previous, cleanStop: false });
  return previous;
}

/**
 * The WAL a clean stop writes after its dump: PGlite's shutdown checkpoint, one record of about
 * 120 bytes. A start whose database opened further than this past the dump is not the one dumped.
 */
const SHUTDOWN_CHECKPOINT_BYTES = 1024n;

const lsnBytes = (lsn: string): bigint | undefined => {
  const match = /^([0-9A-F]+)\/([0-9A-F]+)$/iu.exec(lsn);
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : undefined;
};

/**
 * The dump a start can keep instead of writing another (decision 0061): the last stop was clean, so
 * its dump held every write; the database opened right after that dump (only the shutdown
 * checkpoint between); and nothing was written from the open until now, before requests are taken.
 * Undefined means dump as before. A restart of an unchanged folder (every browser test file's
 * server) thus skips a dump that took seconds of PGlite's one connection.
 */
export function dumpToKeep(previous: DumpFreshness | undefined, lsnAtOpen: string, lsnNow: string): DumpFreshness | undefined {
  if (previous?.cleanStop !== true || lsnNow !== lsnAtOpen) return undefined;
  const dumped = lsnBytes(previous.dumpLsn);
  const opened = lsnBytes(lsnAtOpen);
  if (dumped === undefined || opened === undefined || opened < dumped || opened - dumped > SHUTDOWN_CHECKPOINT_BYTES) return undefined;
  return { ...previous, dumpLsn: lsnNow, lastWriteLsn: lsnNow, cleanStop: false };
}

/** Why the dump cannot be restored without the operator, or null when it holds every write. */
export function staleDumpReason(freshness: DumpFreshness | undefined): string | null {
  if (freshness === undefined) return 'nothing records which writes the dump holds (it predates this check)';
  if (freshness.lastWriteLsn !== freshness.dumpLsn) return `the last write seen (${freshness.lastWriteAt}) is newer than the dump (${freshness.dumpAt})`;
  if (!freshness.cleanStop) return `the server did not stop cleanly after the dump (${freshness.dumpAt}), so later writes may not be in it`;
  return null;
}

export async function currentLsn(pglite: PGlite): Promise<string> {
  const result = await pglite.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  return result.rows[0]?.lsn ?? '';
}

export interface DumpKeeper {
  /** Looks for writes and dumps when the dump is older than the interval and data changed. */
  tick(): Promise<void>;
  /** The final dump of a clean stop (none when the last one holds every write). */
  stop(): Promise<void>;
}

/**
 * Keeps `backups/last-good.tar.gz` and its freshness record current: a dump right after the start
 * (unless `kept`, from dumpToKeep, says the one there holds every write), another once `everyMs` has
 * passed with data changed, and one at a clean stop. Each dump holds PGlite's one connection for
 * about a second (see README), so it is never taken more often.
 */
export async function startDumpKeeper(pglite: PGlite, dataDir: string, everyMs: number, now: () => Date = () => new Date(), kept?: DumpFreshness): Promise<DumpKeeper> {
  let state: DumpFreshness | undefined;
  const dump = async (cleanStop: boolean) => {
    const lsn = await currentLsn(pglite);
    await writeDump(pglite, dataDir, LAST_GOOD);
    const at = now().toISOString();
    state = { dumpAt: at, dumpLsn: lsn, lastWriteAt: at, lastWriteLsn: lsn, cleanStop };
    await writeFreshness(dataDir, state);
  };
  if (kept && (await lastGoodDump(dataDir))) {
    state = kept;
    await writeFreshness(dataDir, state);
  } else {
    await dump(false);
  }
  return {
    async tick() {
      if (state === undefined) return;
      const lsn = await currentLsn(pglite);
      if (lsn === state.lastWriteLsn) return;
      state = { ...state, lastWriteAt: now().toISOString(), lastWriteLsn: lsn };
      await writeFreshness(dataDir, state);
      if (now().getTime() - Date.parse(state.dumpAt) >= everyMs) await dump(false);
    },
    async stop() {
      // Nothing written since the last dump: it already holds every write, only the record changes.
      if (state !== undefined && (await currentLsn(pglite)) === state.dumpLsn) {
        state = { ...state, lastWriteLsn: state.dumpLsn, cleanStop: true };
        await writeFreshness(dataDir, state);
        return;
      }
      await dump(true);
    },
  };
}
