/**
 * What the DataForSEO Labs endpoints share: the keyword data of an item (`keyword_info`,
 * `keyword_properties`, `serp_info`), one result per task with `items`, and paging by `limit`
 * (at most 1,000 a call) with `offset`, or the `offset_token` the endpoint hands back, which the
 * documentation asks for past 10,000 results.
 */
import { z } from 'zod';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';

/** The documented largest `limit` of a Labs call. */
export const LABS_MAX_LIMIT = 1000;

const nullableNumber = z.number().nullable().optional();

export const keywordInfoSchema = z.object({
  competition: nullableNumber,
  cpc: nullableNumber,
  search_volume: nullableNumber,
  low_top_of_page_bid: nullableNumber,
  high_top_of_page_bid: nullableNumber,
  categories: z.array(z.number()).nullable().optional(),
  monthly_searches: z
    .array(z.object({ year: z.number().int(), month: z.number().int(), search_volume: z.number().nullable().optional() }))
    .nullable()
    .optional(),
});

/** The fields of a keyword the adapters read; an item's other fields pass unread. */
export const keywordDataSchema = z.object({
  keyword: z.string(),
  keyword_info: keywordInfoSchema.nullable().optional(),
  keyword_properties: z.object({ keyword_difficulty: nullableNumber }).nullable().optional(),
  serp_info: z.object({ serp_item_types: z.array(z.string()).nullable().optional() }).nullable().optional(),
  /** Labs' own intent (`informational`, `navigational`, `commercial`, `transactional`) where it has one. */
  search_intent_info: z.object({ main_intent: z.string().nullable().optional() }).nullable().optional(),
});

export type KeywordData = z.infer<typeof keywordDataSchema>;

const labsResultSchema = z.object({
  total_count: z.number().int().nullable().optional(),
  offset_token: z.string().nullable().optional(),
  items: z.array(z.unknown()).nullable().optional(),
});

/** Parses each value by itself, so one odd item never costs the others. */
export function parseEach<T>(schema: z.ZodType<T>, values: readonly unknown[]): T[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface LabsPaging {
  client: DataForSeoClient;
  limiter: RateLimiter;
  signal: AbortSignal;
  /** The keywords (or domain) the calls concern, carried into any error. */
  keywords: readonly string[];
  /** How many more items the caller wants; asked before each page, 0 ends the paging. */
  wanted(): number;
  /** A bound on the calls, so a filter that keeps few items never pages on and on. */
  maxPages: number;
}

/** The raw items of one task, page by page, until the caller has enough or the endpoint has no more. */
export async function* labsPages(path: string, task: Record<string, unknown>, paging: LabsPaging): AsyncGenerator<unknown[]> {
  let offset = 0;
  let token: string | null = null;
  for (let page = 0; page < paging.maxPages; page++) {
    const size = Math.min(LABS_MAX_LIMIT, paging.wanted());
    if (size <= 0) return;
    const body: Record<string, unknown> = token === null ? { ...task, limit: size, ...(offset > 0 ? { offset } : {}) } : { offset_token: token, limit: size };
    const [first] = await paging.client.post(path, body, { limiter: paging.limiter, signal: paging.signal, keywords: paging.keywords });
    const parsed = labsResultSchema.safeParse(first ?? {});
    const result = parsed.success ? parsed.data : {};
    const items = result.items ?? [];
    yield items;
    offset += items.length;
    token = result.offset_token ?? null;
    const total = result.total_count ?? null;
    if (items.length < size || (total !== null && offset >= total)) return;
  }
}
