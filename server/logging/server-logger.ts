import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

/**
 * The one logger of a server process: JSON lines on stdout, which a log shipper reads as they are.
 * Fastify writes its request and error lines through the same logger (app.ts, `loggerInstance`),
 * so start-up, jobs, realtime, mail and requests share one format and one level.
 */
export function createServerLogger(level: Config['logLevel']): Logger {
  return pino({ level });
}
