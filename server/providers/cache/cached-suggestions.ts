import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SuggestionsPort, SuggestionsRequest } from '../ports.ts';
import { cachedSuggestionLists } from './cached-suggestion-lists.ts';

/**
 * A SuggestionsPort that asks its inner port once per (provider, keyword identity, location,
 * language, calendar month). Autocomplete has no "month of data", so the month is the one asked in.
 * The one-keyword case of cached-suggestion-lists.ts, which holds the cache's statements.
 */
export function cachedSuggestions(
  db: Kysely<Database>,
  inner: SuggestionsPort,
  provider: string,
  now: () => Date = () => new Date(),
): SuggestionsPort {
  const lists = cachedSuggestionLists(db, inner, provider, 1, now);
  return {
    async suggestions({ keyword, location, language, signal }: SuggestionsRequest): Promise<string[]> {
      const [suggestions] = await lists.suggestionLists({ keywords: [keyword], location, language, signal });
      return suggestions ?? [];
    },
  };
}
