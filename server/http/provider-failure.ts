import type { FastifyBaseLogger } from 'fastify';
import type { ProviderFailure } from '../../src/domain/contracts/keyword-data.ts';
import { isProviderError } from '../providers/errors.ts';

/**
 * The answer for a failed provider call (SPEC §7 "entries, or error"): HTTP 200 with `{error}`, so
 * the client tells a provider failure (no credits, outage) from a failed request. Anything that is
 * not a ProviderError is a bug of ours and goes on to the 500 handler.
 */
export function providerFailure(error: unknown, log: FastifyBaseLogger): ProviderFailure {
  if (!isProviderError(error)) throw error;
  log.warn({ code: error.code, providerStatus: error.providerStatus, keywords: error.keywords.length }, `keyword provider failed: ${error.message}`);
  return { error: { code: error.code, message: error.message } };
}
