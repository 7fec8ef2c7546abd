/** Rules for provider variables that several adapters share, so each reads them the same way. */
import { z } from 'zod';

export const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be a URL starting with http:// or https://');

export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Time-out of one provider request, for every adapter that talks HTTP. */
export const providerTimeoutEnv = { PROVIDER_TIMEOUT_MS: positiveInt(120_000) };
