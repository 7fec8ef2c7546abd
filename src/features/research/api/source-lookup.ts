import { z } from 'zod';
import { apiPost } from '../../../api/http.ts';
import {
  keywordSourceResponseSchema,
  providerFailureSchema,
  sourceRequestSchema,
  type KeywordSourceResponse,
  type SourceRequest,
} from '../../../domain/contracts/keyword-data.ts';

/** The source calls that answer keyword rows (the SERP call answers organic results instead). */
export type KeywordSourceRequest = Exclude<SourceRequest, { request_type: 'serp' }>;

/** What a provider failure tells the person; no credits has its own text (SPEC §8) whatever the provider wrote. */
export const NO_CREDITS_TEXT = 'Your keyword data credits are used up. Top up the provider account (or ask your admin to), then look up again.';

/** The provider failed (no credits, outage, rate limit…): the server answered 200 with an `error` field. */
export class SourceLookupError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(code === 'no_credits_left' ? NO_CREDITS_TEXT : message);
    this.name = 'SourceLookupError';
  }
}

/**
 * SPEC §8: an answer with an `error` field is a failure whatever else it holds, so a half answer is
 * never shown as a result; anything else must be a keyword source answer.
 */
export function parseKeywordSourceResponse(json: unknown): KeywordSourceResponse {
  if (typeof json === 'object' && json !== null && 'error' in json) {
    const failure = providerFailureSchema.safeParse(json);
    if (failure.success) throw new SourceLookupError(failure.data.error.code, failure.data.error.message);
    throw new SourceLookupError('unknown', 'The keyword provider failed without saying why.');
  }
  return keywordSourceResponseSchema.parse(json);
}

/** POST /api/v2/sources/ for ideas, suggests or questions; the body is checked with the shared contract before it leaves. */
export async function fetchKeywordSource(request: KeywordSourceRequest, signal?: AbortSignal): Promise<KeywordSourceResponse> {
  const body = sourceRequestSchema.parse(request);
  return parseKeywordSourceResponse(await apiPost('/v2/sources/', body, z.unknown(), signal ? { signal } : {}));
}
