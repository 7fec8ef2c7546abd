import type { Kysely } from 'kysely';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import type { Database } from '../../db/schema.ts';
import type { SuggestionsPort, SuggestionsRequest } from '../ports.ts';
import { cacheMonth, calendarMonth } from './cache-month.ts';

/**
 * A SuggestionsPort that asks its inner port once per (provider, keyword identity, location,
 * language, calendar month). Autocomplete has no "month of data", so the month is the one asked in.
 */
export function cachedSuggestions(
  db: Kysely<Database>,
  inner: SuggestionsPort,
  provider: string,
  now: () => Date = () => new Date(),
): SuggestionsPort {
  return {
    async suggestions(request: SuggestionsRequest): Promise<string[]> {
      const key = {
        provider,
        identity: phraseIdentity(request.keyword),
        location: request.location,
        language: request.language,
        month: cacheMonth(calendarMonth(now())),
      };
      const cached = await db
        .selectFrom('keyword_suggestions_cache')
        .select('suggestions')
        .where('provider', '=', key.provider)
        .where('identity', '=', key.identity)
        .where('location', '=', key.location)
        .where('language', '=', key.language)
        .where('month', '=', key.month)
        .executeTakeFirst();
      if (cached) return cached.suggestions.suggestions;
      const suggestions = await inner.suggestions(request);
      await db
        .insertInto('keyword_suggestions_cache')
        .values({ ...key, suggestions: { suggestions } })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return suggestions;
    },
  };
}
