import type { Logger } from 'pino';

/**
 * The narrow logs the database opener, the job runners and realtime take (each names only the
 * levels it writes), written through pino. pino reads a second argument as a format value, not as
 * an error, so an error given beside the message goes into the line's `err` field.
 */
export type ServerLogPorts = {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
};

export function logPorts(logger: Logger): ServerLogPorts {
  return {
    info: (message) => logger.info(message),
    warn: (message, error) => (error === undefined ? logger.warn(message) : logger.warn({ err: error }, message)),
    error: (message, error) => (error === undefined ? logger.error(message) : logger.error({ err: error }, message)),
  };
}
