/** A part the server cannot work without; its outage answers 503 naming it (issue 23). */
export type Dependency = 'database' | 'redis';

// Node's socket errors: the peer refused, reset or timed out (pg reports them as they are).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN']);
// ioredis without an offline queue fails a command at once while it reconnects, with these words.
const REDIS_MESSAGES = [/Stream isn't writeable/, /Connection is closed/, /Reached the max retries per request/];
// pg's own words for a connection that broke or could not be had from the pool in time.
const DATABASE_MESSAGES = [/Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/];

/**
 * Which dependency an error says is unreachable, or undefined for any other failure. PostgreSQL's
 * SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down or starting)
 * count as the database's.
 */
export function outageOf(error: unknown): Dependency | undefined {
  if (!(error instanceof Error)) return undefined;
  const message = error.message;
  if (error.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.some((pattern) => pattern.test(message))) return 'redis';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return 'database';
  if (DATABASE_MESSAGES.some((pattern) => pattern.test(message))) return 'database';
  return undefined;
}

export function outageBody(part: Dependency): { error: 'unavailable'; message: string } {
  const name = part === 'database' ? 'The database' : 'Redis';
  return { error: 'unavailable', message: `${name} is not reachable right now. Please try again in a moment.` };
}
