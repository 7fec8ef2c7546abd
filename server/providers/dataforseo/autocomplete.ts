/**
 * Suggestions from `serp/google/autocomplete/live/advanced` on the DataForSEO account: the phrases
 * Google's autocomplete offers for the keyword in the market, in Google's order. The `chrome` client
 * is the one the documentation gives a relevance for, and the one most searches are typed into.
 */
import { z } from 'zod';
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import type { SuggestionsPort, SuggestionsRequest } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';
import { parseEach } from './labs-items.ts';
import { distinctPhrases } from './seed-match.ts';

export const AUTOCOMPLETE_PATH = '/v3/serp/google/autocomplete/live/advanced';
export const AUTOCOMPLETE_CLIENT = 'chrome';

const autocompleteResultSchema = z.object({ items: z.array(z.unknown()).nullable().optional() });
const autocompleteItemSchema = z.object({ type: z.string(), suggestion: z.string().nullable().optional() });

export function dataForSeoSuggestions(client: DataForSeoClient, limiter: RateLimiter): SuggestionsPort {
  return {
    async suggestions({ keyword, location, language, signal }: SuggestionsRequest): Promise<string[]> {
      const query = tidyPhrase(keyword);
      if (query === '') return [];
      const task = { keyword: query, location_code: location, language_code: language, client: AUTOCOMPLETE_CLIENT };
      const [first] = await client.post(AUTOCOMPLETE_PATH, task, { limiter, signal, keywords: [keyword] });
      const parsed = autocompleteResultSchema.safeParse(first ?? {});
      const items = parseEach(autocompleteItemSchema, parsed.success ? (parsed.data.items ?? []) : [])
        // The items come in Google's order; other item types are not suggestions.
        .filter((item) => item.type === 'autocomplete');
      return distinctPhrases(
        items.map((item) => item.suggestion ?? ''),
        query,
        Infinity,
      );
    },
  };
}
