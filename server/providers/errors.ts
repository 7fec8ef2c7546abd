/** Typed failures of every provider port, so callers branch on a code, never on message text. */

export type ProviderErrorCode =
  | 'no_credits_left'
  | 'rate_limited'
  | 'unauthorized'
  | 'bad_request'
  | 'task_failed'
  | 'unavailable'
  | 'aborted';

export interface ProviderErrorOptions {
  /** The keywords of the batch the error concerns; empty when it concerns the whole call. */
  keywords?: readonly string[];
  /** The provider's own status code (HTTP or internal), kept for logs. */
  providerStatus?: number;
  /** Seconds the provider asked to wait (HTTP 429 Retry-After), when it said. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  readonly keywords: readonly string[];
  readonly providerStatus: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ProviderErrorCode, message: string, options: ProviderErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.code = code;
    this.keywords = options.keywords ?? [];
    this.providerStatus = options.providerStatus;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Worth another attempt later: the job layer retries these with backoff, and only these. */
  get retryable(): boolean {
    return this.code === 'rate_limited' || this.code === 'unavailable' || this.code === 'task_failed';
  }
}

export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError;
}

/** Turns an abort into the typed error so a cancelled job is told apart from a broken provider. */
export function abortedError(signal: AbortSignal, keywords: readonly string[] = []): ProviderError {
  const reason: unknown = signal.reason;
  const timedOut = reason instanceof Error && reason.name === 'TimeoutError';
  return new ProviderError(
    timedOut ? 'unavailable' : 'aborted',
    timedOut ? 'The keyword provider did not answer in time.' : 'The request to the keyword provider was cancelled.',
    { keywords, cause: reason },
  );
}

export function throwIfAborted(signal: AbortSignal, keywords: readonly string[] = []): void {
  if (signal.aborted) throw abortedError(signal, keywords);
}
