/**
 * The `openai` client's failures as ProviderErrors a person can read (decision 0060). The client
 * has already retried what is worth retrying (429 honouring Retry-After, 5xx, connection failures,
 * `maxRetries` times) when one of these reaches the adapter, so the message says what to do next.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ProviderError } from '../errors.ts';

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

/** The server's own words, when its error body had a message. */
function said(error: APIError): string {
  const body: unknown = error.error;
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  return message === undefined ? '' : ` It said: ${message}`;
}

/** An HTTP error answer (after the client's retries): the status decides the code, the text what to do. */
function statusError(error: APIError & { status: number }, attempts: number): ProviderError {
  const { status } = error;
  if (status === 401 || status === 403) {
    return new ProviderError('unauthorized', `The language model refused the API key (HTTP ${status}). Check OPENAI_API_KEY.${said(error)}`, { providerStatus: status, cause: error });
  }
  const tried = attempts > 1 ? ` after ${attempts} attempts` : '';
  if (status === 429) {
    const wait = retryAfterSeconds(error.headers?.get('retry-after'), Date.now());
    const when = wait === undefined ? 'in a moment' : `in ${seconds(wait)}`;
    return new ProviderError('rate_limited', `The language model is still busy${tried} (HTTP 429). Try again ${when}.`, {
      providerStatus: status,
      cause: error,
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    });
  }
  if (status >= 500) return new ProviderError('unavailable', `The language model is unavailable${tried} (HTTP ${status}). Try again later.`, { providerStatus: status, cause: error });
  return new ProviderError('bad_request', `The language model rejected the request (HTTP ${status}).${said(error)}`, { providerStatus: status, cause: error });
}

/**
 * Any failure of a call as a ProviderError. `signal` is the call's own (the caller's stop and the
 * deadline): when it has fired, that is the cause, whatever the client made of it. `phase` tells a
 * server never reached from an answer that broke off.
 */
export function providerFailure(error: unknown, signal: AbortSignal, phase: 'connect' | 'stream', attempts: number): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof Error && reason.name === 'TimeoutError';
    return timedOut
      ? new ProviderError('unavailable', 'The language model did not answer in time.', { cause: reason })
      : new ProviderError('aborted', 'The answer was stopped.', { cause: reason });
  }
  if (error instanceof APIConnectionTimeoutError) return new ProviderError('unavailable', 'The language model did not answer in time.', { cause: error });
  if (error instanceof APIConnectionError) return new ProviderError('unavailable', 'The language model could not be reached. Check OPENAI_BASE_URL.', { cause: error });
  if (error instanceof APIError) {
    // No status: an error event inside a stream that had begun.
    if (typeof error.status === 'number') return statusError(error as APIError & { status: number }, attempts);
    return new ProviderError('unavailable', `The language model stopped with an error: ${error.message}.`, { cause: error });
  }
  if (error instanceof SyntaxError) return new ProviderError('unavailable', 'The language model sent a piece of its answer that could not be read.', { cause: error });
  return phase === 'connect'
    ? new ProviderError('unavailable', 'The language model could not be reached. Check OPENAI_BASE_URL.', { cause: error })
    : new ProviderError('unavailable', "The language model's answer broke off before it was complete. Try again.", { cause: error });
}
