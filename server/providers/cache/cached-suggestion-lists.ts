import { sql, type Kysely } from 'kysely';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import type { Database } from '../../db/schema.ts';
import type { Market, SuggestionsPort } from '../ports.ts';
import { mapBounded } from './bounded-calls.ts';
import { countUsage } from '../../usage/count-usage.ts';
import { cacheMonth, calendarMonth } from './cache-month.ts';

export interface SuggestionListsRequest extends Market {
  keywords: readonly string[];
  signal: AbortSignal;
}

/** Autocomplete for many keywords at once (an A–Z expansion): one list per keyword, in request order. */
export interface SuggestionListsPort {
  suggestionLists(request: SuggestionListsRequest): Promise<string[][]>;
}

/**
 * The autocomplete cache of cached-suggestions.ts (same table, same key) for a whole expansion: one
 * select for every keyword, the inner port for the missing ones (each identity once, at most
 * `concurrency` calls in flight), one insert of their answers. An expansion of ~90 queries thus
 * costs two statements instead of ~180. When a call fails, the lookup fails and stores nothing.
 */
export function cachedSuggestionLists(
  db: Kysely<Database>,
  inner: SuggestionsPort,
  provider: string,
  concurrency: number,
  now: () => Date = () => new Date(),
): SuggestionListsPort {
  return {
    async suggestionLists({ keywords, location, language, signal }: SuggestionListsRequest): Promise<string[][]> {
      if (keywords.length === 0) return [];
      const month = cacheMonth(calendarMonth(now()));
      const identities = keywords.map(phraseIdentity);
      const cached = await db
        .selectFrom('keyword_suggestions_cache')
        .select(['identity', 'suggestions'])
        .where('provider', '=', provider)
        .where('location', '=', location)
        .where('language', '=', language)
        .where('month', '=', month)
        .where('identity', '=', sql<string>`any(${[...new Set(identities)]}::text[])`)
        .execute();
      const known = new Map(cached.map((row) => [row.identity, row.suggestions.suggestions]));

      // The first spelling of each missing identity is the one the provider is asked for.
      const missing = new Map<string, string>();
      keywords.forEach((keyword, index) => {
        const identity = identities[index] ?? phraseIdentity(keyword);
        if (!known.has(identity) && !missing.has(identity)) missing.set(identity, keyword);
      });
      if (missing.size > 0) {
        const asked = [...missing.entries()];
        const answers = await mapBounded(asked, concurrency, ([, keyword]) => inner.suggestions({ keyword, location, language, signal }));
        const entries = asked.map(([identity], index) => ({ identity, suggestions: { suggestions: answers[index] ?? [] } }));
        entries.forEach((entry) => known.set(entry.identity, entry.suggestions.suggestions));
        await sql`
          insert into keyword_suggestions_cache (provider, identity, location, language, month, suggestions)
          select ${provider}, entry ->> 'identity', ${location}, ${language}, ${month}, entry -> 'suggestions'
          from jsonb_array_elements(${JSON.stringify(entries)}::jsonb) as entry
          on conflict do nothing
        `.execute(db);
      }
      // Each query is one autocomplete call: the cached ones are the identities found above.
      await countUsage(db, 'suggestions', { cachedKeywords: cached.length, paidKeywords: missing.size, paidCalls: missing.size }, now());
      return identities.map((identity) => known.get(identity) ?? []);
    },
  };
}
