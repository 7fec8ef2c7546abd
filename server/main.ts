import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/connect.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { LAST_GOOD, writeDump } from './db/embedded-dumps.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openEmbedded } from './db/open-embedded.ts';
import { seedDemoData } from './db/seed.ts';
import { inProcessRunnerHealth, redisRunnerHealth } from './jobs/job-runner-health.ts';

export type RunningServer = { app: FastifyInstance; database: DatabaseHandle; url: string; close(): Promise<void> };

export const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');

/** Opens the database, migrates, seeds, and listens. close() stops the server and then the database. */
export async function startServer(config: Config): Promise<RunningServer> {
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const consoleLog = { info: console.log, warn: console.warn, error: console.error };
  let database: DatabaseHandle | undefined;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openEmbedded(config.dataDir, consoleLog);
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    const jobs = config.redisUrl ? redisRunnerHealth(config.redisUrl) : inProcessRunnerHealth;
    const app = await buildApp({ database, jobs, sessionTtlHours: config.sessionTtlHours, logLevel: config.logLevel, clientDir });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const handle = database;
    if (handle.pglite) {
      // A started database is a good one: keep it as the fallback for a folder that will not start.
      const pglite = handle.pglite;
      void writeDump(pglite, config.dataDir, LAST_GOOD).catch((error: unknown) => app.log.warn({ err: error }, 'could not write the last-good dump'));
    }
    let closing: Promise<void> | undefined;
    return {
      app,
      database: handle,
      url: `http://${config.host}:${port}`,
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await jobs.close();
          await handle.close();
          releaseLock();
        })()),
    };
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}
