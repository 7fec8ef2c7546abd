/**
 * The keywords a domain ranks for, from `dataforseo_labs/google/ranked_keywords/live`: organic
 * results only, best position first. The port's domain comes normalised with `www.`; the endpoint
 * wants a domain without it (and without a scheme), and then counts every subdomain's rankings.
 */
import { z } from 'zod';
import { phraseIdentity, tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import type { DomainKeyword, DomainKeywordsPort, DomainKeywordsRequest } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';
import { LABS_MAX_LIMIT, labsPages, parseEach } from './labs-items.ts';

export const RANKED_KEYWORDS_PATH = '/v3/dataforseo_labs/google/ranked_keywords/live';

const rankedItemSchema = z.object({
  keyword_data: z.object({ keyword: z.string() }),
  ranked_serp_element: z.object({
    serp_item: z.object({
      type: z.string(),
      rank_group: z.number().int().positive(),
      url: z.string().nullable().optional(),
    }),
  }),
});

export function rankedTarget(domain: string): string {
  return domain.trim().toLowerCase().replace(/^www\./u, '');
}

export function dataForSeoDomainKeywords(client: DataForSeoClient, limiter: RateLimiter): DomainKeywordsPort {
  return {
    async domainKeywords({ domain, location, language, limit, signal }: DomainKeywordsRequest): Promise<DomainKeyword[]> {
      if (limit < 1) return [];
      const task = {
        target: rankedTarget(domain),
        location_code: location,
        language_code: language,
        item_types: ['organic'],
        order_by: ['ranked_serp_element.serp_item.rank_group,asc'],
      };
      // A keyword with several ranking URLs keeps its best one.
      const best = new Map<string, DomainKeyword>();
      const pages = labsPages(RANKED_KEYWORDS_PATH, task, { client, limiter, signal, keywords: [domain], wanted: () => limit - best.size, maxPages: Math.ceil(limit / LABS_MAX_LIMIT) + 1 });
      for await (const items of pages) {
        for (const item of parseEach(rankedItemSchema, items)) {
          const { serp_item: serp } = item.ranked_serp_element;
          const keyword = tidyPhrase(item.keyword_data.keyword);
          if (serp.type !== 'organic' || keyword === '') continue;
          const id = phraseIdentity(keyword);
          const known = best.get(id);
          if (!known || serp.rank_group < known.position) best.set(id, { keyword, position: serp.rank_group, url: serp.url ?? '' });
        }
      }
      return [...best.values()].sort((a, b) => a.position - b.position || a.keyword.localeCompare(b.keyword, 'de')).slice(0, limit);
    },
  };
}
