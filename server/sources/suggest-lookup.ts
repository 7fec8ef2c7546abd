import type { PhraseGroup, SuggestPattern } from '../../src/domain/contracts/keyword-data.ts';
import { groupSuggestAnswers, suggestQueries } from '../../src/domain/suggest-expansion.ts';
import type { Market, SuggestionsPort } from '../providers/ports.ts';
import { mapBounded } from './bounded-concurrency.ts';

/**
 * Autocomplete calls in flight at once for one expansion: enough that ~80 cached lookups take a few
 * round trips, few enough that one user's A–Z does not take every connection of the pool or trip a
 * provider's rate limit.
 */
export const SUGGEST_CONCURRENCY = 6;

/** The groups of an expansion: every query of the patterns through the (cached) suggestions port. */
export async function suggestGroups(
  seed: string,
  patterns: readonly SuggestPattern[],
  market: Market,
  suggestions: SuggestionsPort,
  signal: AbortSignal,
): Promise<PhraseGroup[]> {
  const queries = suggestQueries(seed, patterns, market.language);
  const answers = await mapBounded(queries, SUGGEST_CONCURRENCY, async (query) => ({
    query,
    phrases: await suggestions.suggestions({ keyword: query.query, location: market.location, language: market.language, signal }),
  }));
  return groupSuggestAnswers(seed, answers, market.language);
}
