import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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

/** Parses a JSON body with a contract; the 400 names the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const body = request.body ?? {};
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new HttpError(400, { error: 'bad_request', ...refusal(issue) });
}

/** A refusal always names a field: the unknown key, the path of the issue, or the body itself. */
function refusal(issue: z.core.$ZodIssue | undefined): { field: string; message: string } {
  if (issue === undefined) return { field: 'body', message: 'body: Invalid request body' };
  if (issue.code === 'unrecognized_keys') {
    const [first, ...rest] = issue.keys;
    const field = [...issue.path, first ?? ''].join('.');
    return { field, message: `${field}: Unknown field${rest.length > 0 ? `; also unknown: ${rest.join(', ')}` : ''}` };
  }
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return { field, message: `${field}: ${issue.message}` };
}
