/**
 * What the lookup shows, derived from the query's flags: never a blank between states. Pure, so the
 * order of the rules (an error beats stale rows, a slow first page shows progress) is tested alone.
 */
import { ApiCallError } from '../../api/http.ts';
import type { KeywordSourceResponse } from '../../domain/contracts/keyword-data.ts';
import { SourceLookupError } from './api/source-lookup.ts';

/** Work that takes longer than this shows a progress indicator (the UI rule of the workbench). */
export const SLOW_LOOKUP_MS = 500;

export type SourceLookupStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly slow: boolean }
  | { readonly kind: 'done'; readonly answer: KeywordSourceResponse }
  | { readonly kind: 'empty'; readonly answer: KeywordSourceResponse }
  | { readonly kind: 'error'; readonly message: string; readonly code: string | null };

export interface StatusInput {
  readonly requested: boolean;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly answer: KeywordSourceResponse | null;
  readonly slow: boolean;
}

/** What a failed lookup says; each text names what to do next. */
export function lookupErrorText(error: unknown): { message: string; code: string | null } {
  if (error instanceof SourceLookupError) {
    // NO_CREDITS_TEXT already says what to do; the provider's own texts do not.
    if (error.code === 'no_credits_left') return { message: error.message, code: error.code };
    if (error.code === 'rate_limited') return { message: 'The keyword provider is busy right now. Wait a minute, then look up again.', code: error.code };
    return { message: `The keyword provider failed: ${error.message} Try again in a moment; if it keeps failing, tell your admin.`, code: error.code };
  }
  if (error instanceof ApiCallError) {
    if (error.status === 0) return { message: error.message, code: 'network' };
    if (error.status === 400) return { message: `${error.message} Change the keyword and look up again.`, code: 'bad_request' };
    if (error.status === 403) return { message: `${error.message} Ask your company admin for the right to this screen.`, code: 'forbidden' };
    if (error.status === 429) return { message: `Too many lookups at once.${error.retryAfterSeconds ? ` Wait ${error.retryAfterSeconds} seconds,` : ' Wait a moment,'} then try again.`, code: 'rate_limited' };
    return { message: `${error.message} Try again in a moment.`, code: `http_${error.status}` };
  }
  return { message: 'The answer of the server could not be read. Try again; if it keeps failing, tell your admin.', code: null };
}

export function sourceLookupStatus(input: StatusInput): SourceLookupStatus {
  if (!input.requested) return { kind: 'idle' };
  if (input.isError && input.answer === null) return { kind: 'error', ...lookupErrorText(input.error) };
  if (input.isPending || input.answer === null) return { kind: 'loading', slow: input.slow };
  return input.answer.entries.length === 0 ? { kind: 'empty', answer: input.answer } : { kind: 'done', answer: input.answer };
}

/** One more try after a lost connection or a server error; none after a refusal (4xx) or a provider failure the server already waited for. */
export function shouldRetryLookup(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || error instanceof SourceLookupError) return false;
  return !(error instanceof ApiCallError && error.status >= 400 && error.status < 500);
}
