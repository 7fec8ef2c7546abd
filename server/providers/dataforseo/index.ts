/** The DataForSEO adapter: metrics, SERP and rankings over one client with two rate limiters. */
import type { KeywordMetricsPort, RankingsPort, SerpPort } from '../ports.ts';
import { RateLimiter, type Clock } from '../rate-limiter.ts';
import { DataForSeoClient } from './client.ts';
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
  metrics: KeywordMetricsPort;
  serp: SerpPort;
  rankings: RankingsPort;
}

export function createDataForSeoPorts(config: DataForSeoConfig): DataForSeoPorts {
  const client = new DataForSeoClient(config);
  const general = new RateLimiter(config.requestsPerMinute, config.clock);
  const ads = new RateLimiter(config.adsRequestsPerMinute, config.clock);
  const serp = dataForSeoSerp(client, general);
  return { metrics: dataForSeoMetrics(client, { ads, general }), serp, rankings: dataForSeoRankings(serp) };
}
