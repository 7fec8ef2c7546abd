import type { Logger } from '../logging/server-logger.ts';

export type ShutdownDeps = {
  /** Stops accepting, lets requests and the jobs' current batch finish, closes the database and Redis (RunningServer.close). */
  close(): Promise<void>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** After this long the process exits anyway, whatever still hangs (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  exit(code: number): void;
};

/**
 * The handler of SIGTERM and SIGINT: the first signal stops cleanly within the timeout, exiting 0
 * when everything closed; a stop that hangs (a stuck request, an unreachable database) exits 1 when
 * the timeout runs out, logged, so an orchestrator never has to kill the process; a second signal
 * exits at once, for the person pressing Ctrl+C twice.
 */
export function gracefulShutdown(deps: ShutdownDeps): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) {
      deps.log.warn({ signal }, `${signal} during the stop: exiting at once`);
      deps.exit(1);
      return;
    }
    stopping = true;
    const seconds = deps.timeoutMs / 1000;
    deps.log.info({ signal, timeoutSeconds: seconds }, `${signal}: stopping (no new connections; requests and running jobs' current batch finish); exit forced after ${seconds} s`);
    const forced = setTimeout(() => {
      deps.log.error({ timeoutSeconds: seconds }, `the stop took longer than ${seconds} s: exiting without waiting further`);
      deps.exit(1);
    }, deps.timeoutMs);
    deps.close().then(
      () => {
        clearTimeout(forced);
        deps.log.info('stopped cleanly');
        deps.exit(0);
      },
      (error: unknown) => {
        clearTimeout(forced);
        deps.log.error({ err: error }, 'the stop failed');
        deps.exit(1);
      },
    );
  };
}
