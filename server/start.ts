import { ensureClientBuild } from './build/ensure-client-build.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { StaleDumpError } from './db/open-embedded.ts';
import { writeDump } from './db/embedded-dumps.ts';
import { loadEnvFile } from './lifecycle/env-file.ts';
import { gracefulShutdown } from './lifecycle/graceful-shutdown.ts';
import { logPorts } from './logging/log-ports.ts';
import { createServerLogger, type Logger } from './logging/server-logger.ts';
import { startServer } from './main.ts';

// Until the configuration is read, its level is unknown: start-up failures are logged at info.
/**
 * A stopping instance of a cluster answers 503 (health: draining) this long before closing its port:
 * a balancer probing /api/health sees it leave. Only with REDIS_URL, which every cluster has; a lone
 * server has no balancer to tell, and its stop should not wait.
 */
const DRAIN_NOTICE_MS = 1000;

let logger: Logger = createServerLogger('info');

/** `npm start`: read .env, validate the configuration, build the client when stale, serve, stop cleanly. */
async function main(): Promise<void> {
  const envFile = loadEnvFile();
  const config = loadConfig();
  logger = createServerLogger(config.logLevel);
  if (envFile) logger.info({ file: envFile }, 'configuration read from .env (variables set in the environment win)');
  await ensureClientBuild(logPorts(logger));
  const server = await startServer(config, { logger, drainNoticeMs: config.redisUrl ? DRAIN_NOTICE_MS : 0 });
  logger.info({ url: server.url, database: server.database.kind }, `The keyword workbench is listening on ${server.url} (database: ${server.database.kind})`);

  const stop = gracefulShutdown({ close: server.close, log: logger, timeoutMs: config.shutdownTimeoutSeconds * 1000, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // `npm run backup` asks a running server for a dump through this signal: only the server may touch its folder.
  process.on('SIGUSR2', () => {
    const pglite = server.database.pglite;
    if (!pglite) return;
    void writeDump(pglite, config.dataDir).then(
      (file) => logger.info({ file }, `Backup written: ${file}`),
      (error: unknown) => logger.error({ err: error }, 'Backup failed'),
    );
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StaleDumpError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, `The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
