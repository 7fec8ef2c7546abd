/**
 * The DataForSEO adapter: metrics, SERP, rankings, suggestions, keyword ideas and a domain's
 * keywords over one client with two rate limiters (every endpoint shares the account's general
 * limit; the live Google Ads endpoint has its own, far lower one).
 */
import type { PageSpeedPort } from '../page-port.ts';
import type { DomainKeywordsPort, KeywordIdeasPort, KeywordMetricsPort, RankingsPort, RankTrackingPort, SerpPort, SuggestionsPort } from '../ports.ts';
import { RateLimiter, realClock, type Clock } from '../rate-limiter.ts';
import { dataForSeoSuggestions } from './autocomplete.ts';
import { DataForSeoClient } from './client.ts';
import { dataForSeoDomainKeywords } from './domain-keywords.ts';
import { dataForSeoHistoricalMetrics } from './historical-volume.ts';
import { dataForSeoIdeas } from './keyword-ideas.ts';
import { dataForSeoLighthouse } from './lighthouse.ts';
import { dataForSeoMetrics } from './metrics.ts';
import { dataForSeoRankTracking } from './rank-tracking.ts';
import { dataForSeoRankings, dataForSeoSerp } from './serp.ts';
import { SERP_QUEUE_DEFAULTS, type SerpQueueTiming } from './serp-task-queue.ts';

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
  /** Polling and time budget of the queued SERP tasks of rank tracking; defaults in serp-task-queue.ts. */
  serpQueue?: SerpQueueTiming;
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
  /** Daily positions: batches through the standard SERP queue, one keyword live. */
  rankTracking: RankTrackingPort;
  suggestions: SuggestionsPort;
  ideas: KeywordIdeasPort;
  domainKeywords: DomainKeywordsPort;
  /** Lighthouse lab metrics of one page (on_page/lighthouse/live/json). */
  pageSpeed: PageSpeedPort;
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
    rankTracking: dataForSeoRankTracking({ client, limiter: general, clock: config.clock ?? realClock, timing: config.serpQueue ?? SERP_QUEUE_DEFAULTS }),
    suggestions: dataForSeoSuggestions(client, general),
    ideas: dataForSeoIdeas(client, general),
    domainKeywords: dataForSeoDomainKeywords(client, general),
    pageSpeed: dataForSeoLighthouse(client, general),
  };
}
