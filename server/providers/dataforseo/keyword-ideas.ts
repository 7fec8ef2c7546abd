/**
 * Keyword ideas from DataForSEO Labs (decision 0018): `matching` asks `keyword_suggestions`, whose
 * full-text search returns phrases containing the seed; `related` asks `keyword_ideas`, which finds
 * phrases of the seed's product and service categories (the same topic), and keeps those that do
 * not contain the seed, filtered by the endpoint itself (`not_like`) and once more here.
 */
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import type { IdeasView, KeywordIdeasPort, KeywordIdeasRequest } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';
import { keywordDataSchema, LABS_MAX_LIMIT, labsPages, parseEach } from './labs-items.ts';
import { containsSeed, distinctPhrases } from './seed-match.ts';

export const KEYWORD_SUGGESTIONS_PATH = '/v3/dataforseo_labs/google/keyword_suggestions/live';
export const KEYWORD_IDEAS_PATH = '/v3/dataforseo_labs/google/keyword_ideas/live';

/** `%` and `_` are the wildcards of `like`; a seed containing them is filtered here only. */
const LIKE_WILDCARDS = /[%_]/u;

function taskFor(view: IdeasView, seed: string, location: number, language: string): { path: string; task: Record<string, unknown> } {
  const market = { location_code: location, language_code: language };
  if (view === 'matching') {
    // Best first by volume: the full-text search has no relevance of its own to sort by.
    return { path: KEYWORD_SUGGESTIONS_PATH, task: { keyword: seed, ...market, include_seed_keyword: false, order_by: ['keyword_info.search_volume,desc'] } };
  }
  const filters = LIKE_WILDCARDS.test(seed) ? {} : { filters: ['keyword', 'not_like', `%${seed.toLowerCase()}%`] };
  // The endpoint's default order, relevance, keeps the closest ideas first.
  return { path: KEYWORD_IDEAS_PATH, task: { keywords: [seed], ...market, ...filters } };
}

export function dataForSeoIdeas(client: DataForSeoClient, limiter: RateLimiter): KeywordIdeasPort {
  return {
    async ideas({ keyword, view, location, language, limit, signal }: KeywordIdeasRequest): Promise<string[]> {
      const seed = tidyPhrase(keyword);
      if (seed === '' || limit < 1) return [];
      const { path, task } = taskFor(view, seed, location, language);
      const keep = (phrase: string) => (view === 'matching' ? containsSeed(phrase, seed) : !containsSeed(phrase, seed));
      const found: string[] = [];
      const pages = labsPages(path, task, {
        client,
        limiter,
        signal,
        keywords: [keyword],
        wanted: () => limit - found.length,
        // One page more than the limit needs, for the few phrases the second filter drops.
        maxPages: Math.ceil(limit / LABS_MAX_LIMIT) + 1,
      });
      for await (const items of pages) {
        const phrases = parseEach(keywordDataSchema, items).map((item) => item.keyword).filter(keep);
        found.splice(0, found.length, ...distinctPhrases([...found, ...phrases], seed, limit));
      }
      return found;
    },
  };
}
