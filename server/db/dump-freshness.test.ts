import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLsn, dumpToKeep, markRunSinceDump, readFreshness, staleDumpReason, startDumpKeeper, type DumpFreshness } from './dump-freshness.ts';

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
  // PGlite's start took over the default 10 s on a loaded 2-core machine; the test itself has 60 s.
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-dumps-'));
    pglite = new PGlite();
    await pglite.exec('create table notes (text text)');
  }, 60_000);
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

describe('dumpToKeep', () => {
  const clean: DumpFreshness = { ...fresh, dumpLsn: '0/2029ED0', lastWriteLsn: '0/2029ED0' };

  it('keeps a clean stop\'s dump only when the database opened just past it and nothing was written since', () => {
    expect(dumpToKeep(clean, '0/2029F48', '0/2029F48')).toEqual({ ...clean, dumpLsn: '0/2029F48', lastWriteLsn: '0/2029F48', cleanStop: false });
    expect(dumpToKeep(clean, '0/2029ED0', '0/2029ED0')).toBeDefined();
    // Written between the open and the listen (a migration, a seed).
    expect(dumpToKeep(clean, '0/2029F48', '0/202A508')).toBeUndefined();
    // Not the stop that was dumped: an unclean stop, no record, a folder further on or behind.
    expect(dumpToKeep({ ...clean, cleanStop: false }, '0/2029F48', '0/2029F48')).toBeUndefined();
    expect(dumpToKeep(undefined, '0/2029F48', '0/2029F48')).toBeUndefined();
    expect(dumpToKeep(clean, '0/202A508', '0/202A508')).toBeUndefined();
    expect(dumpToKeep(clean, '0/2029E00', '0/2029E00')).toBeUndefined();
    expect(dumpToKeep(clean, '1/2029F48', '1/2029F48')).toBeUndefined();
    expect(dumpToKeep({ ...clean, dumpLsn: 'garbage' }, '0/2029F48', '0/2029F48')).toBeUndefined();
  });

  it('a restart of a cleanly stopped folder keeps its dump and writes none; a write before the listen dumps', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-keep-'));
    const pgdata = path.join(dataDir, 'pgdata');
    const dump = path.join(dataDir, 'backups', 'last-good.tar.gz');
    try {
      let pglite = await PGlite.create(pgdata);
      await pglite.exec('create table notes (text text)');
      await (await startDumpKeeper(pglite, dataDir, 15 * 60_000)).stop();
      await pglite.close();
      const dumpedAt = (await fs.stat(dump)).mtimeMs;

      pglite = await PGlite.create(pgdata);
      const opened = await currentLsn(pglite);
      const kept = dumpToKeep(await markRunSinceDump(dataDir), opened, await currentLsn(pglite));
      expect(kept).toBeDefined();
      const keeper = await startDumpKeeper(pglite, dataDir, 15 * 60_000, undefined, kept);
      expect((await fs.stat(dump)).mtimeMs).toBe(dumpedAt);
      expect(await readFreshness(dataDir)).toEqual(kept);
      await pglite.exec("insert into notes values ('x')");
      await keeper.tick();
      expect(staleDumpReason(await readFreshness(dataDir))).toMatch(/newer than the dump/u);
      await keeper.stop();
      expect((await fs.stat(dump)).mtimeMs).toBeGreaterThan(dumpedAt);
      expect(staleDumpReason(await readFreshness(dataDir))).toBeNull();
      await pglite.close();

      // A run that writes nothing stops without a dump, and its record still says the dump holds everything.
      pglite = await PGlite.create(pgdata);
      const quiet = await currentLsn(pglite);
      const quietKeeper = await startDumpKeeper(pglite, dataDir, 15 * 60_000, undefined, dumpToKeep(await markRunSinceDump(dataDir), quiet, quiet));
      const before = (await fs.stat(dump)).mtimeMs;
      await quietKeeper.stop();
      expect((await fs.stat(dump)).mtimeMs).toBe(before);
      expect(staleDumpReason(await readFreshness(dataDir))).toBeNull();
      await pglite.close();

      pglite = await PGlite.create(pgdata);
      const reopened = await currentLsn(pglite);
      await pglite.exec("insert into notes values ('y')");
      expect(dumpToKeep(await markRunSinceDump(dataDir), reopened, await currentLsn(pglite))).toBeUndefined();
      await pglite.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
