import type { ApiError } from '../../src/domain/contracts/api-error.ts';

/** An error meant for the client: its status and body are answered as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const unauthorized = (message = 'Your session is missing or has expired. Please log in again.') =>
  new HttpError(401, { error: 'unauthorized', message });

export const forbidden = (message: string) => new HttpError(403, { error: 'forbidden', message });
