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

/** The POST itself, with the session token; a network failure (not an abort) becomes ApiCallError 0. */
async function post(path: string, body: unknown, options: { signal?: AbortSignal; keepalive?: boolean }): Promise<Response> {
  const token = tokenSource();
  try {
    return await fetch(`/api${path}`, {
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
}

/** A refusal as ApiCallError: the server's message, and Retry-After when it gave one. */
function refusal(response: Response, json: unknown): ApiCallError {
  const parsed = apiErrorSchema.safeParse(json);
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiCallError(
    response.status,
    parsed.success ? parsed.data.message : `The server answered ${response.status}.`,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/**
 * POSTs JSON and hands back the streamed response (AI Chat's JSON lines) once the server has accepted
 * the call; a refusal throws ApiCallError with the server's message, as apiPost does.
 */
export async function apiPostStream(path: string, body: unknown, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const response = await post(path, body, { signal });
  if (!response.ok || response.body === null) throw refusal(response, await response.json().catch(() => undefined));
  return response.body;
}

/**
 * POSTs JSON to the API with the session token and parses the answer with its contract. A `signal`
 * aborts the call; the abort then rejects with the signal's reason, not as a network failure.
 * `keepalive` lets the request outlive the page (a save sent as the tab closes).
 */
export async function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S, options: { signal?: AbortSignal; keepalive?: boolean } = {}): Promise<z.infer<S>> {
  const response = await post(path, body, options);
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response, json);
  return schema.parse(json);
}
