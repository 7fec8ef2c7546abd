/**
 * Keyword metrics from `dataforseo_labs/google/historical_search_volume/live` (decision 0018): one
 * call per 700 keywords answers the monthly history since 2019, bids, competition, difficulty and,
 * with `include_serp_info`, the SERP feature types, where the Google Ads pair (metrics.ts) needs two
 * calls, one of them limited to 12 a minute. Labs leaves out keywords its database lacks; those
 * are asked of the Google Ads pair, so a keyword Google knows is never answered with nothing.
 */
import { z } from 'zod';
import { splitIntoBatches } from '../../../src/domain/batches.ts';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import { isSearchIntent, type SearchIntent } from '../../../src/domain/search-intent.ts';
import type { KeywordMetrics, KeywordMetricsPort, KeywordMetricsRequest } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';
import { keywordDataSchema, parseEach, type KeywordData } from './labs-items.ts';
import { historyFrom } from './metrics.ts';
import { featureIds } from './serp.ts';

export const HISTORICAL_VOLUME_PATH = '/v3/dataforseo_labs/google/historical_search_volume/live';
/** The documented most keywords of one call. */
export const HISTORICAL_BATCH_SIZE = 700;

const historicalResultSchema = z.object({ items: z.array(z.unknown()).nullable().optional() });

/** Labs gives competition as 0–1; the port's index is 0–100, as Google Ads gives it. */
function competitionIndex(competition: number | null | undefined): number | null {
  return competition === null || competition === undefined ? null : Math.round(competition * 100);
}

/** Each keyword once (by identity, first spelling), so a repeated phrase is never paid twice. */
function firstSpellings(keywords: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const keyword of keywords) if (!seen.has(phraseIdentity(keyword))) seen.set(phraseIdentity(keyword), keyword);
  return [...seen.values()];
}

/** Labs' intent when it is one of the four the table knows; anything else is left to the classifier. */
function providedIntent(intent: string | null | undefined): SearchIntent | null {
  return isSearchIntent(intent) ? intent : null;
}

function metricsOf(keyword: string, item: KeywordData, lastMonth: KeywordMetricsRequest['lastMonth']): KeywordMetrics {
  const info = item.keyword_info ?? null;
  const types = item.serp_info?.serp_item_types ?? null;
  return {
    keyword,
    search_volumes: historyFrom({ keyword: item.keyword, monthly_searches: info?.monthly_searches ?? null }, lastMonth),
    cpc_low: info?.low_top_of_page_bid ?? null,
    cpc_high: info?.high_top_of_page_bid ?? null,
    competition: competitionIndex(info?.competition),
    // Labs names categories by Google's product category ids only; the chains need names.
    categories: [],
    difficulty: item.keyword_properties?.keyword_difficulty ?? null,
    serp_items: types === null ? null : featureIds(types),
    search_intent: providedIntent(item.search_intent_info?.main_intent),
  };
}

export function dataForSeoHistoricalMetrics(client: DataForSeoClient, limiter: RateLimiter, fallback: KeywordMetricsPort): KeywordMetricsPort {
  return {
    async metrics(request: KeywordMetricsRequest): Promise<KeywordMetrics[]> {
      const { keywords, location, language, lastMonth, signal } = request;
      if (keywords.length === 0) return [];
      const found = new Map<string, KeywordData>();
      // One batch after the other: the Labs endpoints allow 30 requests at once per account, and a
      // long list must not take them all.
      for (const batch of splitIntoBatches(firstSpellings(keywords), HISTORICAL_BATCH_SIZE)) {
        const task = { keywords: batch, location_code: location, language_code: language, include_serp_info: true };
        const results = await client.post(HISTORICAL_VOLUME_PATH, task, { limiter, signal, keywords: batch });
        for (const result of parseEach(historicalResultSchema, results)) {
          for (const item of parseEach(keywordDataSchema, result.items ?? [])) found.set(phraseIdentity(item.keyword), item);
        }
      }
      const missing = firstSpellings(keywords.filter((keyword) => !found.has(phraseIdentity(keyword))));
      const asked = missing.length === 0 ? [] : await fallback.metrics({ ...request, keywords: missing });
      const fromAds = new Map(asked.map((row) => [phraseIdentity(row.keyword), row]));
      return keywords.map((keyword) => {
        const item = found.get(phraseIdentity(keyword));
        if (item) return metricsOf(keyword, item, lastMonth);
        const row = fromAds.get(phraseIdentity(keyword));
        return row ? { ...row, keyword } : metricsOf(keyword, { keyword }, lastMonth);
      });
    },
  };
}
