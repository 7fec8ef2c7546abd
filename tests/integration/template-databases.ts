/**
 * vitest globalSetup of the integration project: builds the databases every test file copies.
 *
 * Starting PGlite on an empty folder runs initdb, which takes seconds; migrating and seeding take
 * more. Doing that once per run and copying the result per test file makes a file's database cost
 * a folder copy (PGlite) or a `CREATE DATABASE … TEMPLATE` (PostgreSQL). It also makes the data
 * folder the suites that spawn the real server copy (tests/support/server-data.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { ensureServerBundle } from '../../scripts/server-bundle.mjs';
import { makeServerDataTemplate } from '../support/server-data.ts';
import { createPostgresDatabase, dropPostgresDatabase, postgresDatabaseUrl } from './postgres-databases.ts';

export type TemplateDatabases = {
  /** A PGlite data folder after initdb and nothing else: the empty database. */
  readonly pgliteEmpty: string;
  /** A PGlite data folder migrated to the latest version and seeded with the demo data. */
  readonly pgliteSeeded: string;
  /** A PostgreSQL database, migrated and seeded, to copy; only while DATABASE_URL is set. */
  readonly postgresSeeded: string | undefined;
};

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

async function buildPgliteTemplates(root: string): Promise<Pick<TemplateDatabases, 'pgliteEmpty' | 'pgliteSeeded'>> {
  const pgliteEmpty = path.join(root, 'empty');
  const pgliteSeeded = path.join(root, 'seeded');
  const empty = await openDatabase({ kind: 'pglite', dataDir: pgliteEmpty });
  await empty.close();
  await fs.cp(pgliteEmpty, pgliteSeeded, { recursive: true });
  const seeded = await openDatabase({ kind: 'pglite', dataDir: pgliteSeeded });
  try {
    await migrateToLatest(seeded.db);
    await seedDemoData(seeded.db);
  } finally {
    await seeded.close();
  }
  return { pgliteEmpty, pgliteSeeded };
}

/** Migrated and seeded in a database of its own; closed again, since a template with open connections cannot be copied. */
async function buildPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await createPostgresDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url: postgresDatabaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
}

/** Whether a test file of the project copies the server data template (tests/support/server-data.ts). */
async function someFileStartsTheServer(project: TestProject): Promise<boolean> {
  const { testFiles } = await project.globTestFiles();
  const sources = await Promise.all(testFiles.map((file) => fs.readFile(file, 'utf8')));
  return sources.some((source) => source.includes('copiedServerData('));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The suites that spawn the real server run its bundle (tests/support/server-process.ts): built once here.
  await ensureServerBundle();
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-templates-'));
  const serverUrl = process.env.DATABASE_URL || undefined;
  const postgresSeeded = serverUrl ? `kwb_template_${randomBytes(6).toString('hex')}` : undefined;
  const removeAll = async () => {
    await fs.rm(root, { recursive: true, force: true });
    if (serverUrl && postgresSeeded) await dropPostgresDatabase(serverUrl, postgresSeeded);
  };
  try {
    // Both at once (PGlite's initdb works in this process, PostgreSQL in its own), and both settled
    // before anything is removed, so a failure of one never drops what the other is still writing.
    const pgliteBuild = buildPgliteTemplates(root);
    const postgresBuild = serverUrl && postgresSeeded ? buildPostgresTemplate(serverUrl, postgresSeeded) : Promise.resolve();
    const failure = (await Promise.allSettled([pgliteBuild, postgresBuild])).find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    const pglite = await pgliteBuild;
    project.provide('templateDatabases', { ...pglite, postgresSeeded });
    // A server start of its own (seconds): only for a project with a file that starts the real server.
    if (await someFileStartsTheServer(project)) {
      const serverData = path.join(root, 'server-data');
      await makeServerDataTemplate(serverData, pglite.pgliteSeeded);
      project.provide('serverDataTemplate', serverData);
    }
  } catch (failure) {
    await removeAll();
    throw failure;
  }
  return removeAll;
}
