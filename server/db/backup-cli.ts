import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './connect.ts';
import { acquireDataDirLock, liveLockOwner } from './data-dir-lock.ts';
import { loadEnvFile } from '../lifecycle/env-file.ts';
import { forgetFreshness } from './dump-freshness.ts';
import { backupsDir, moveAside, pgdataDir, readDump, writeDump } from './embedded-dumps.ts';

const usage = 'Usage: npm run backup | npm run restore FILE';

async function newestBackup(dir: string): Promise<string | undefined> {
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.startsWith('keyword-workbench-') && f.endsWith('.tar.gz'));
  return files.sort().at(-1);
}

/** A running server owns its folder, so it writes the dump itself when asked with SIGUSR2. */
async function backupThroughServer(dataDir: string, pid: number): Promise<string> {
  const dir = backupsDir(dataDir);
  const before = await newestBackup(dir);
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    const newest = await newestBackup(dir);
    if (newest && newest !== before) return path.join(dir, newest);
  }
  throw new Error(`The running server (pid ${pid}) wrote no backup within 2 minutes; see its log.`);
}

async function backup(dataDir: string): Promise<string> {
  const owner = liveLockOwner(dataDir);
  if (owner !== undefined) return backupThroughServer(dataDir, owner);
  const release = acquireDataDirLock(dataDir);
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgdataDir(dataDir) });
  try {
    if (!handle.pglite) throw new Error('not an embedded database');
    return await writeDump(handle.pglite, dataDir);
  } finally {
    await handle.close();
    release();
  }
}

async function restore(dataDir: string, file: string): Promise<string> {
  await fs.access(file).catch(() => {
    throw new Error(`No backup file at ${file}`);
  });
  const owner = liveLockOwner(dataDir);
  if (owner !== undefined) throw new Error(`Stop the server (pid ${owner}) before restoring: it is using ${dataDir}.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const exists = await fs.access(pgdataDir(dataDir)).then(() => true, () => false);
    const aside = exists ? await moveAside(dataDir, 'before-restore') : undefined;
    await fs.mkdir(pgdataDir(dataDir), { recursive: true });
    const handle = await openDatabase({ kind: 'pglite', dataDir: pgdataDir(dataDir), loadDataDir: await readDump(file) });
    await handle.db.selectFrom('users').select('id').limit(1).execute();
    await handle.close();
    await forgetFreshness(dataDir);
    return aside ? `Restored ${file}; the previous database is kept in ${aside}.` : `Restored ${file}.`;
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  loadEnvFile();
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError('DATABASE_URL is set: backup and restore here are for the embedded database. Use pg_dump and pg_restore for PostgreSQL.');
  }
  if (command === 'backup') console.log(`Backup written: ${await backup(config.dataDir)}`);
  else if (command === 'restore' && file) console.log(await restore(config.dataDir, path.resolve(file)));
  else throw new ConfigError(usage);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
