/**
 * Keyword metrics from two live endpoints: Google Ads search volume (history, bids, competition) and
 * DataForSEO Labs bulk keyword difficulty. Neither returns categories or SERP features, so those stay
 * empty / null here; the SERP port supplies features when a screen asks for them.
 */
import { z } from 'zod';
import type { MonthlyVolume } from '../../../src/domain/keyword-row.ts';
import { addMonths, type YearMonth } from '../../../src/domain/month-keys.ts';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import { HISTORY_MONTHS, type KeywordMetrics, type KeywordMetricsPort, type KeywordMetricsRequest } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';

export const SEARCH_VOLUME_PATH = '/v3/keywords_data/google_ads/search_volume/live';
export const KEYWORD_DIFFICULTY_PATH = '/v3/dataforseo_labs/google/bulk_keyword_difficulty/live';

const volumeItemSchema = z.object({
  keyword: z.string(),
  competition_index: z.number().nullable().optional(),
  low_top_of_page_bid: z.number().nullable().optional(),
  high_top_of_page_bid: z.number().nullable().optional(),
  monthly_searches: z
    .array(z.object({ year: z.number().int(), month: z.number().int(), search_volume: z.number().nullable().optional() }))
    .nullable()
    .optional(),
});

const difficultyResultSchema = z.object({
  items: z.array(z.object({ keyword: z.string(), keyword_difficulty: z.number().nullable().optional() })).nullable().optional(),
});

type VolumeItem = z.infer<typeof volumeItemSchema>;

const isoDay = (at: YearMonth, day: number) => `${at.year}-${String(at.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The 48 months ending with `lastMonth`, filled from the provider's list; a month it left out is null. */
export function historyFrom(item: VolumeItem | undefined, lastMonth: YearMonth): MonthlyVolume[] {
  const counts = new Map<string, number | null>();
  for (const m of item?.monthly_searches ?? []) counts.set(`${m.year}-${m.month}`, m.search_volume ?? null);
  const history: MonthlyVolume[] = [];
  for (let back = HISTORY_MONTHS - 1; back >= 0; back--) {
    const at = addMonths(lastMonth, -back);
    history.push({ year: at.year, month: at.month, count: counts.get(`${at.year}-${at.month}`) ?? null });
  }
  return history;
}

function parseEach<T>(schema: z.ZodType<T>, values: readonly unknown[]): T[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

export function dataForSeoMetrics(client: DataForSeoClient, limiters: { ads: RateLimiter; general: RateLimiter }): KeywordMetricsPort {
  return {
    async metrics({ keywords, location, language, lastMonth, signal }: KeywordMetricsRequest): Promise<KeywordMetrics[]> {
      if (keywords.length === 0) return [];
      const market = { location_code: location, language_code: language };
      const first = addMonths(lastMonth, -(HISTORY_MONTHS - 1));
      const lastDay = new Date(Date.UTC(lastMonth.year, lastMonth.month, 0)).getUTCDate();
      const [volumeResult, difficultyResult] = await Promise.all([
        client.post(
          SEARCH_VOLUME_PATH,
          { ...market, keywords: [...keywords], date_from: isoDay(first, 1), date_to: isoDay(lastMonth, lastDay) },
          { limiter: limiters.ads, signal, keywords },
        ),
        client.post(KEYWORD_DIFFICULTY_PATH, { ...market, keywords: [...keywords] }, { limiter: limiters.general, signal, keywords }),
      ]);
      // Google Ads answers with its own spelling (lower case, tidied), so rows are matched by identity.
      const volumes = new Map(parseEach(volumeItemSchema, volumeResult).map((item) => [phraseIdentity(item.keyword), item]));
      const difficulties = new Map<string, number | null>();
      for (const result of parseEach(difficultyResultSchema, difficultyResult)) {
        for (const item of result.items ?? []) difficulties.set(phraseIdentity(item.keyword), item.keyword_difficulty ?? null);
      }
      return keywords.map((keyword) => {
        const item = volumes.get(phraseIdentity(keyword));
        return {
          keyword,
          search_volumes: historyFrom(item, lastMonth),
          cpc_low: item?.low_top_of_page_bid ?? null,
          cpc_high: item?.high_top_of_page_bid ?? null,
          competition: item?.competition_index ?? null,
          categories: [],
          difficulty: difficulties.get(phraseIdentity(keyword)) ?? null,
          serp_items: null,
        };
      });
    },
  };
}
