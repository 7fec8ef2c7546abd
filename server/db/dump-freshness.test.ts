import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRunSinceDump, readFreshness, staleDumpReason, startDumpKeeper, type DumpFreshness } from './dump-freshness.ts';

const fresh: DumpFreshness = { dumpAt: '2026-11-24T10:00:00.000Z', dumpLsn: '0/1', lastWriteAt: '2026-11-24T10:00:00.000Z', lastWriteLsn: '0/1', cleanStop: true };

describe('staleDumpReason', () => {
  it('lets only a dump of a clean stop with no later write be restored without the operator', () => {
    expect(staleDumpReason(fresh)).toBeNull();
    expect(staleDumpReason({ ...fresh, lastWriteLsn: '0/2', lastWriteAt: '2026-11-24T11:00:00.000Z' })).toMatch(/last write seen \(2026-11-24T11:00:00.000Z\) is newer/u);
    expect(staleDumpReason({ ...fresh, cleanStop: false })).toMatch(/did not stop cleanly/u);
    expect(staleDumpReason(undefined)).toMatch(/nothing records/u);
  });
});

describe('markRunSinceDump', () => {
  it('turns a clean stop\'s record into an unclean one before a run writes, and leaves other records alone', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-run-'));
    await markRunSinceDump(dir);
    expect(await readFreshness(dir)).toBeUndefined();
    await fs.mkdir(path.join(dir, 'backups'), { recursive: true });
    await fs.writeFile(path.join(dir, 'backups', 'last-good.json'), JSON.stringify(fresh));
    await markRunSinceDump(dir);
    const marked = await readFreshness(dir);
    expect(marked).toEqual({ ...fresh, cleanStop: false });
    expect(staleDumpReason(marked)).toMatch(/did not stop cleanly/u);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe('startDumpKeeper', () => {
  let dataDir: string;
  let pglite: PGlite;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-dumps-'));
    pglite = new PGlite();
    await pglite.exec('create table notes (text text)');
  });
  afterAll(async () => {
    await pglite.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('dumps at the start, records writes, renews the dump once the interval passed, and marks a clean stop', async () => {
    let clock = Date.parse('2026-11-24T10:00:00.000Z');
    const now = () => new Date(clock);
    const keeper = await startDumpKeeper(pglite, dataDir, 15 * 60_000, now);
    const started = await readFreshness(dataDir);
    expect(started).toMatchObject({ dumpAt: '2026-11-24T10:00:00.000Z', cleanStop: false });
    expect(started?.lastWriteLsn).toBe(started?.dumpLsn);
    await expect(fs.stat(path.join(dataDir, 'backups', 'last-good.tar.gz'))).resolves.toBeTruthy();

    // A read changes nothing; a write is recorded at the next tick, before the interval has passed.
    await pglite.query('select 1');
    clock += 60_000;
    await keeper.tick();
    expect(await readFreshness(dataDir)).toEqual(started);
    await pglite.exec("insert into notes values ('x')");
    await keeper.tick();
    const written = await readFreshness(dataDir);
    expect(written?.lastWriteLsn).not.toBe(written?.dumpLsn);
    expect(written?.dumpAt).toBe('2026-11-24T10:00:00.000Z');
    expect(staleDumpReason(written)).toMatch(/newer than the dump/u);

    // Once the interval has passed with data changed, the dump is renewed.
    await pglite.exec("insert into notes values ('y')");
    clock += 15 * 60_000;
    await keeper.tick();
    const renewed = await readFreshness(dataDir);
    expect(renewed?.dumpAt).toBe(new Date(clock).toISOString());
    expect(renewed?.lastWriteLsn).toBe(renewed?.dumpLsn);

    await keeper.stop();
    expect(staleDumpReason(await readFreshness(dataDir))).toBeNull();
  }, 60_000);
});
