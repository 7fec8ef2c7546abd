/**
 * Data folders (DATA_DIR) for tests that run the real server. A server started on an empty folder
 * runs PGlite's initdb, the migrations and the seed, and writes its last-good dump: many seconds
 * on a busy machine. A run starts and stops the server once to make a template folder (vitest
 * globalSetup), and each test file that does not check that first start itself gets a copy.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { pgdataDir } from '../../server/db/embedded-dumps.ts';
import { startServer } from '../../server/main.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder as the server leaves it after a clean stop: seeded pgdata and the last-good dump. */
    serverDataTemplate: string;
  }
}

/**
 * Starts the server on `dataDir` and stops it cleanly. `pgdata`: a migrated and seeded PGlite
 * folder to start from, which the server then only opens; without it this is a first start.
 */
export async function makeServerDataTemplate(dataDir: string, pgdata?: string): Promise<void> {
  if (pgdata) await fs.cp(pgdata, pgdataDir(dataDir), { recursive: true });
  const server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }));
  await server.close();
}

/** A temporary copy of the run's server data template, for one server the test starts. */
export async function copiedServerData(prefix: string): Promise<string> {
  const template = inject('serverDataTemplate');
  if (!template) throw new Error('No server data template: this project\'s globalSetup did not provide one');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.cp(template, dir, { recursive: true });
  return dir;
}
