import type { z } from 'zod';
import { apiErrorSchema } from '../domain/contracts/api-error.ts';
import { readToken } from './session-storage.ts';

/** A failed call: `status` 0 means the network failed before the server answered. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

let tokenSource: () => string | null = () => readToken();

/**
 * Where calls take the session token from. The app points this at its in-memory session, so a
 * call made right after login never races the (asynchronous) write to local storage.
 */
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/**
 * POSTs JSON to the API with the session token and parses the answer with its contract. A `signal`
 * aborts the call; the abort then rejects with the signal's reason, not as a network failure.
 * `keepalive` lets the request outlive the page (a save sent as the tab closes).
 */
export async function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S, options: { signal?: AbortSignal; keepalive?: boolean } = {}): Promise<z.infer<S>> {
  const token = tokenSource();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (failure) {
    if (options.signal?.aborted) throw failure;
    throw new ApiCallError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiCallError(
      response.status,
      parsed.success ? parsed.data.message : `The server answered ${response.status}.`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return schema.parse(json);
}
