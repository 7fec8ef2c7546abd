/** SERP and rankings from `serp/google/organic/live/advanced`. */
import { z } from 'zod';
import { serpFeatureByValue } from '../../../src/domain/serp-features.ts';
import type { Device, KeywordRanking, RankingsPort, SerpPort, SerpRequest, SerpResult } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';

export const SERP_PATH = '/v3/serp/google/organic/live/advanced';
const DEFAULT_DEPTH = 10;
/** Rankings look at the first ten pages, where the rank colour bands of SPEC §9 end. */
export const RANKINGS_DEPTH = 100;

const serpResultSchema = z.object({
  keyword: z.string().optional(),
  item_types: z.array(z.string()).nullable().optional(),
  items: z
    .array(
      z.object({
        type: z.string(),
        rank_group: z.number().int().optional(),
        domain: z.string().nullable().optional(),
        url: z.string().nullable().optional(),
        title: z.string().nullable().optional(),
        description: z.string().nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
});

/** DataForSEO has desktop and mobile only; a tablet sees the mobile page. */
export function dataForSeoDevice(device: Device | undefined): 'desktop' | 'mobile' {
  return device === 'desktop' || device === undefined ? 'desktop' : 'mobile';
}

/** The item types named like the catalogue map to its ids; types it does not list are dropped. */
export function featureIds(itemTypes: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const type of itemTypes) {
    const feature = serpFeatureByValue(type);
    if (feature) ids.add(feature.id);
  }
  return [...ids].sort((a, b) => a - b);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function sameSite(host: string, domain: string): boolean {
  const bare = (value: string) => value.toLowerCase().replace(/^www\./u, '');
  return bare(host) === bare(domain);
}

/**
 * The organic results and feature ids of one advanced SERP result (live/advanced and
 * task_get/advanced answer the same shape), or null when there is none or it cannot be read.
 */
export function readSerpResult(keyword: string, first: unknown): SerpResult | null {
  if (first === undefined || first === null) return null;
  const parsed = serpResultSchema.safeParse(first);
  if (!parsed.success) return null;
  const result = parsed.data;
  const organic = (result.items ?? [])
    .filter((item) => item.type === 'organic' && item.url)
    .map((item, index) => ({
      position: item.rank_group ?? index + 1,
      url: item.url ?? '',
      domain: item.domain ?? hostOf(item.url ?? ''),
      title: item.title ?? '',
      description: item.description ?? null,
    }));
  return { keyword, organic, features: featureIds(result.item_types ?? []) };
}

export function dataForSeoSerp(client: DataForSeoClient, limiter: RateLimiter): SerpPort {
  return {
    async serp({ keyword, location, language, device, depth, signal }: SerpRequest): Promise<SerpResult> {
      const task = { keyword, location_code: location, language_code: language, device: dataForSeoDevice(device), depth: depth ?? DEFAULT_DEPTH };
      const [first] = await client.post(SERP_PATH, task, { limiter, signal, keywords: [keyword] });
      // The research SERP shows an unreadable answer as an empty page; rank tracking never does.
      return readSerpResult(keyword, first) ?? { keyword, organic: [], features: [] };
    },
  };
}

/** One SERP call per keyword, in order, so the rate limiter paces a long list. */
export function dataForSeoRankings(serp: SerpPort, now: () => Date = () => new Date()): RankingsPort {
  return {
    async rankings({ domain, keywords, location, language, device, signal }): Promise<KeywordRanking[]> {
      const rankings: KeywordRanking[] = [];
      for (const keyword of keywords) {
        const result = await serp.serp({ keyword, location, language, device, depth: RANKINGS_DEPTH, signal });
        const positions = result.organic.filter((r) => sameSite(r.domain, domain)).map((r) => r.position);
        rankings.push({ keyword, position: positions.length > 0 ? Math.min(...positions) : null, datetime: now().toISOString() });
      }
      return rankings;
    },
  };
}
