import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { SessionStore } from './auth/sessions.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/connect.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { currentLsn, dumpToKeep, markRunSinceDump, startDumpKeeper, type DumpFreshness } from './db/dump-freshness.ts';
import { openEmbedded } from './db/open-embedded.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { createJobRunner, type JobRunner } from './jobs/create-job-runner.ts';
import type { JobPort } from './jobs/job-port.ts';
import { databaseRealtimeAccess } from './realtime/access.ts';
import { createRealtime, type RealtimeServer } from './realtime/socket-server.ts';
import { readServedBuildId } from './build/served-build.ts';
import { selectProviders } from './providers/select-providers.ts';
import { logPorts } from './logging/log-ports.ts';
import { connectLimitRedis } from './http/limit-redis.ts';
import { projectRoot } from './project-root.ts';
import { createServerLogger, type Logger } from './logging/server-logger.ts';

export type StartOptions = {
  /** The process's logger; one at the configured level when left out. */
  logger?: Logger;
  /** `npm run dev` only: serve the client's source maps (production never does, decision 0035). */
  serveSourceMaps?: boolean;
  /** `npm run dev` only: the API description at /api/docs for everybody, not administrators only. */
  openApiDocs?: boolean;
  /** On close, how long the instance answers 503 (health: draining) before closing its port; 0 when left out (tests). */
  drainNoticeMs?: number;
};

export type RunningServer = { app: FastifyInstance; database: DatabaseHandle; jobs: JobPort; url: string; close(): Promise<void> };

export const clientDir = path.join(projectRoot, 'dist', 'client');

/** Opens the database, migrates, seeds, and listens. close() stops the server and then the database. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const logger = options.logger ?? createServerLogger(config.logLevel);
  const log = logPorts(logger);
  let database: DatabaseHandle | undefined;
  let realtime: RealtimeServer | undefined;
  let runner: JobRunner | undefined;
  let limitRedis: Awaited<ReturnType<typeof connectLimitRedis>> | undefined;
  let draining = false;
  try {
    // First: a provider misconfiguration should stop the start before anything is opened.
    const providers = selectProviders(process.env);
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openEmbedded(config.dataDir, log, { restoreStaleDump: config.restoreLastGood });
    const lsnAtOpen = database.pglite ? await currentLsn(database.pglite) : '';
    // One instance at a time: several starting together on an empty database would all seed.
    await prepareDatabase(database);
    realtime = await createRealtime({
      access: databaseRealtimeAccess(database.db, new SessionStore(database.db, config.sessionTtlHours, config.sessionMaxHours)),
      redisUrl: config.redisUrl,
      log,
      buildId: readServedBuildId(clientDir),
    });
    // After realtime, whose start fails fast on an unreachable REDIS_URL; BullMQ would retry forever.
    runner = await createJobRunner({ db: database.db, redisUrl: config.redisUrl, log, drainMs: (config.shutdownTimeoutSeconds * 1000) / 2, lockMs: config.jobLockSeconds * 1000 });
    const jobRunner = runner;
    if (config.redisUrl) limitRedis = await connectLimitRedis(config.redisUrl, log);
    const limitStore = limitRedis;
    const app = await buildApp({
      database,
      jobs: jobRunner.health,
      sessionTtlHours: config.sessionTtlHours,
      sessionMaxHours: config.sessionMaxHours,
      operatorEmails: config.operatorEmails,
      trustProxy: config.trustProxy,
      logger,
      // The logger has its level; the app reads this one to decide whether requests get lines of their own (debug, trace).
      logLevel: config.logLevel,
      serveSourceMaps: options.serveSourceMaps === true,
      openApiDocs: options.openApiDocs === true,
      clientDir,
      realtime,
      providers,
      jobPort: jobRunner.jobs,
      apiRequestsPerMinute: config.apiRequestsPerMinute,
      scheduleEveryMs: config.scheduleEveryMs,
      ...(limitStore ? { rateLimitRedis: limitStore } : {}),
      isDraining: () => draining,
      mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl, salesTo: config.salesEmail },
      ...(config.analytics ? { analytics: config.analytics } : {}),
    });
    realtime.attach(app.server);
    let keptDump: DumpFreshness | undefined;
    if (database.pglite) {
      const previous = await markRunSinceDump(config.dataDir);
      keptDump = dumpToKeep(previous, lsnAtOpen, await currentLsn(database.pglite));
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const handle = database;
    const live = realtime;
    // The last-good dump is the fallback for a folder that will not start; dump-freshness.ts keeps
    // it current and records what it holds, so a restore never rolls back quietly.
    const everyMs = config.backupEveryMinutes * 60_000;
    const dumps = handle.pglite
      ? startDumpKeeper(handle.pglite, config.dataDir, everyMs, undefined, keptDump).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not write the last-good dump');
          return undefined;
        })
      : Promise.resolve(undefined);
    const dumpTimer = setInterval(() => {
      void dumps.then((keeper) => keeper?.tick()).catch((error: unknown) => app.log.warn({ err: error }, 'could not renew the last-good dump'));
    }, Math.min(60_000, everyMs));
    dumpTimer.unref();
    let closing: Promise<void> | undefined;
    const drainNoticeMs = options.drainNoticeMs ?? 0;
    return {
      app,
      database: handle,
      jobs: jobRunner.jobs,
      url: `http://${config.host}:${port}`,
      close: () =>
        (closing ??= (async () => {
          // Drain (issue 23): /api/health says draining (503) for a moment, so a balancer probing it
          // stops sending requests; then the port closes (refused connections go to a sibling) and
          // requests in flight finish.
          draining = true;
          if (drainNoticeMs > 0) await new Promise((resolve) => setTimeout(resolve, drainNoticeMs));
          // Sockets first: an open websocket would hold the HTTP server's close open. Their clients
          // reconnect through the balancer to another instance.
          await live.close();
          await app.close();
          // Before the database: a stopping job may still be saving its last batch.
          await jobRunner.close();
          clearInterval(dumpTimer);
          const keeper = await dumps;
          await keeper?.stop().catch((error: unknown) => app.log.warn({ err: error }, 'could not write the last-good dump'));
          await handle.close();
          limitStore?.disconnect();
          releaseLock();
        })()),
    };
  } catch (error) {
    await runner?.close().catch(() => {});
    limitRedis?.disconnect();
    await realtime?.close().catch(() => {});
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}
