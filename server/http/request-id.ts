import { randomUUID } from 'node:crypto';

/** The incoming `x-request-id` a proxy or a client may set: honoured only as a short token that is safe in a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The id of a request in every log line it causes and in its answer's `x-request-id`: the caller's
 * own when it is a safe token (so a proxy's id follows the request through), else a new UUID.
 * A header repeated, too long, or carrying spaces, quotes or control characters is not taken: it
 * could forge or break log lines.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
