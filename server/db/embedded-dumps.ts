import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Layout of the data folder: the PGlite database, the lock file and the dumps beside it. */
export const pgdataDir = (dataDir: string) => path.join(dataDir, 'pgdata');
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
export const LAST_GOOD = 'last-good.tar.gz';

const stamp = (date: Date) => date.toISOString().replace(/[:]/g, '-').replace(/\.\d{3}Z$/, 'Z');

/** Writes a gzip tarball of the live database through its own connection, so it is consistent. */
export async function writeDump(pglite: PGlite, dataDir: string, name = `keyword-workbench-${stamp(new Date())}.tar.gz`): Promise<string> {
  const dir = backupsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const blob = await pglite.dumpDataDir('gzip');
  const target = path.join(dir, name);
  const temporary = `${target}.partial`;
  await fs.writeFile(temporary, Buffer.from(await blob.arrayBuffer()));
  await fs.rename(temporary, target); // a crash mid-write never leaves a half dump under the real name
  return target;
}

export async function readDump(file: string): Promise<Blob> {
  return new Blob([await fs.readFile(file)]);
}

export async function lastGoodDump(dataDir: string): Promise<string | undefined> {
  const file = path.join(backupsDir(dataDir), LAST_GOOD);
  return fs.access(file).then(
    () => file,
    () => undefined,
  );
}

/** Moves a database folder aside (never deletes it), returning where it went. */
export async function moveAside(dataDir: string, reason: string): Promise<string> {
  const from = pgdataDir(dataDir);
  const to = path.join(dataDir, `pgdata.${reason}-${stamp(new Date())}`);
  await fs.rename(from, to);
  return to;
}
