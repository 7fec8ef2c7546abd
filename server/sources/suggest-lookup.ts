import type { PhraseGroup, SuggestPattern } from '../../src/domain/contracts/keyword-data.ts';
import { groupSuggestAnswers, suggestQueries } from '../../src/domain/suggest-expansion.ts';
import type { SuggestionListsPort } from '../providers/cache/cached-suggestion-lists.ts';
import type { Market } from '../providers/ports.ts';

/**
 * Autocomplete calls in flight at once for one expansion: enough that ~90 provider calls take a
 * few round trips, few enough that one user's A–Z does not trip a provider's rate limit.
 */
export const SUGGEST_CONCURRENCY = 6;

/** The groups of an expansion: every query of the patterns through the cached autocomplete. */
export async function suggestGroups(
  seed: string,
  patterns: readonly SuggestPattern[],
  market: Market,
  lists: SuggestionListsPort,
  signal: AbortSignal,
): Promise<PhraseGroup[]> {
  const queries = suggestQueries(seed, patterns, market.language);
  const answers = await lists.suggestionLists({ keywords: queries.map((query) => query.query), location: market.location, language: market.language, signal });
  return groupSuggestAnswers(seed, queries.map((query, index) => ({ query, phrases: answers[index] ?? [] })), market.language);
}
