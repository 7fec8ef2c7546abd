import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { loadEnvFile } from './lifecycle/env-file.ts';
import { gracefulShutdown } from './lifecycle/graceful-shutdown.ts';
import { createServerLogger, type Logger } from './logging/server-logger.ts';
import { startServer } from './main.ts';

let logger: Logger = createServerLogger('info');

/** `npm run dev`: the API on PORT, and Vite's dev server (hot reload) proxying /api to it. */
async function main(): Promise<void> {
  const envFile = loadEnvFile();
  const config = loadConfig();
  logger = createServerLogger(config.logLevel);
  if (envFile) logger.info({ file: envFile }, 'configuration read from .env (variables set in the environment win)');
  const server = await startServer(config, { logger, serveSourceMaps: true, openApiDocs: true });
  logger.info(`API on ${server.url}; the app with hot reload on http://127.0.0.1:5173`);
  const root = path.resolve(import.meta.dirname, '..');
  const vite = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(config.port) },
  });
  const stopServer = gracefulShutdown({ close: server.close, log: logger, timeoutMs: config.shutdownTimeoutSeconds * 1000, exit: (code) => process.exit(code) });
  let stopping = false;
  const stop = (signal: string) => {
    // Vite exits because of our stop (or the same Ctrl+C): that is not a second signal forcing the exit.
    if (stopping && signal === 'vite exit') return;
    stopping = true;
    vite.kill('SIGTERM');
    stopServer(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  vite.once('exit', () => stop('vite exit'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
