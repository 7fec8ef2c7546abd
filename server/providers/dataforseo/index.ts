/**
 * The DataForSEO adapter: metrics, SERP, rankings, suggestions, keyword ideas and a domain's
 * keywords over one client with two rate limiters (every endpoint shares the account's general
 * limit; the live Google Ads endpoint has its own, far lower one).
 */
import type { DomainKeywordsPort, KeywordIdeasPort, KeywordMetricsPort, RankingsPort, SerpPort, SuggestionsPort } from '../ports.ts';
import { RateLimiter, type Clock } from '../rate-limiter.ts';
import { dataForSeoSuggestions } from './autocomplete.ts';
import { DataForSeoClient } from './client.ts';
import { dataForSeoDomainKeywords } from './domain-keywords.ts';
import { dataForSeoHistoricalMetrics } from './historical-volume.ts';
import { dataForSeoIdeas } from './keyword-ideas.ts';
import { dataForSeoMetrics } from './metrics.ts';
import { dataForSeoRankings, dataForSeoSerp } from './serp.ts';

export const DEFAULT_DATAFORSEO_URL = 'https://api.dataforseo.com';

export interface DataForSeoConfig {
  baseUrl: string;
  login: string;
  password: string;
  /** General limit of the account (documented: 2,000 calls a minute). */
  requestsPerMinute: number;
  /** Limit of the live Google Ads endpoints (documented: 12 calls a minute). */
  adsRequestsPerMinute: number;
  maxRetries: number;
  maxRetryAfterMs: number;
  timeoutMs: number;
  clock?: Clock;
  fetch?: typeof fetch;
}

export const DATAFORSEO_DEFAULTS = {
  baseUrl: DEFAULT_DATAFORSEO_URL,
  requestsPerMinute: 2000,
  adsRequestsPerMinute: 12,
  maxRetries: 3,
  maxRetryAfterMs: 120_000,
  timeoutMs: 120_000,
} as const;

export interface DataForSeoPorts {
  /** Labs historical search volume, with the Google Ads pair for the keywords Labs lacks. */
  metrics: KeywordMetricsPort;
  /** The Google Ads search volume and Labs difficulty pair by itself. */
  adsMetrics: KeywordMetricsPort;
  serp: SerpPort;
  rankings: RankingsPort;
  suggestions: SuggestionsPort;
  ideas: KeywordIdeasPort;
  domainKeywords: DomainKeywordsPort;
}

export function createDataForSeoPorts(config: DataForSeoConfig): DataForSeoPorts {
  const client = new DataForSeoClient(config);
  const general = new RateLimiter(config.requestsPerMinute, config.clock);
  const ads = new RateLimiter(config.adsRequestsPerMinute, config.clock);
  const serp = dataForSeoSerp(client, general);
  const adsMetrics = dataForSeoMetrics(client, { ads, general });
  return {
    metrics: dataForSeoHistoricalMetrics(client, general, adsMetrics),
    adsMetrics,
    serp,
    rankings: dataForSeoRankings(serp),
    suggestions: dataForSeoSuggestions(client, general),
    ideas: dataForSeoIdeas(client, general),
    domainKeywords: dataForSeoDomainKeywords(client, general),
  };
}
