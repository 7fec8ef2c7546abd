/**
 * Which adapters can serve each port, in order of preference: the first whose account is configured
 * wins, else the offline sample adapter. Adding an adapter is a folder beside this file (its account
 * and port adapters) and an entry in a list here; see docs/decisions/0015.
 */
import { dataForSeoMetricsAdapter, dataForSeoRankingsAdapter, dataForSeoSerpAdapter, noAmazonWithDataForSeoAdapter } from './dataforseo/dataforseo-adapters.ts';
import { dataForSeoPageSpeedAdapter } from './dataforseo/dataforseo-adapters.ts';
import { dataForSeoDomainKeywordsAdapter, dataForSeoIdeasAdapter, dataForSeoRankTrackingAdapter, dataForSeoSuggestionsAdapter } from './dataforseo/dataforseo-adapters.ts';
import { googleSuggestAdapter } from './google-suggest/google-suggest-adapters.ts';
import { httpPageFetchAdapter } from './page-fetch/page-fetch-adapters.ts';
import { pageSpeedInsightsAdapter } from './pagespeed/pagespeed-adapters.ts';
import { sampleContentPages } from './sample/content-pages.ts';
import { samplePageSpeed } from './sample/page-speed.ts';
import { offlinePayments } from './offline-payments.ts';
import { offlinePlanner } from './offline-planner/offline-planner.ts';
import { openAiChatAdapter } from './openai/openai-adapters.ts';
import type { PortName, Providers } from './ports.ts';
import type { PortRegistration } from './registry/port-adapter.ts';
import { stripePaymentsAdapter } from './stripe/stripe-adapters.ts';
import { sampleRankTracking } from './sample/rank-tracking.ts';
import { sampleAmazon, sampleDomainKeywordsPort, sampleIdeasPort, sampleMetrics, sampleRankingsPort, sampleSerp, sampleSuggestionsPort } from './sample/index.ts';

export type ProviderRegistry = { [K in PortName]: PortRegistration<Providers[K]> };

export const providerRegistry: ProviderRegistry = {
  metrics: { adapters: [dataForSeoMetricsAdapter], sample: () => sampleMetrics },
  // Google autocomplete first: SUGGEST_URL is set only on purpose, and it costs nothing a call (decision 0018).
  suggestions: { adapters: [googleSuggestAdapter, dataForSeoSuggestionsAdapter], sample: () => sampleSuggestionsPort },
  ideas: { adapters: [dataForSeoIdeasAdapter], sample: () => sampleIdeasPort },
  domainKeywords: { adapters: [dataForSeoDomainKeywordsAdapter], sample: () => sampleDomainKeywordsPort },
  serp: { adapters: [dataForSeoSerpAdapter], sample: () => sampleSerp },
  rankings: { adapters: [dataForSeoRankingsAdapter], sample: () => sampleRankingsPort() },
  // mon-rank adds the DataForSEO task_post/task_get adapter and the white-label rankings host here.
  rankTracking: { adapters: [dataForSeoRankTrackingAdapter], sample: () => sampleRankTracking() },
  amazon: { adapters: [noAmazonWithDataForSeoAdapter], sample: () => sampleAmazon },
  // Offline: a checkout is a request mailed to the sales team (decision 0044).
  payments: { adapters: [stripePaymentsAdapter], sample: () => offlinePayments },
  // Issue 20: a chat model when OPENAI_API_KEY is set, else the offline planner (rules over the same tools).
  languageModel: { adapters: [openAiChatAdapter], sample: () => offlinePlanner() },
  // Issue 24: real pages only when PAGE_FETCH_LIVE is set; else the offline corpus writes them.
  pageFetch: { adapters: [httpPageFetchAdapter], sample: () => sampleContentPages },
  // PageSpeed Insights first (free a call), then DataForSEO's Lighthouse; offline, derived from the page.
  pageSpeed: { adapters: [pageSpeedInsightsAdapter, dataForSeoPageSpeedAdapter], sample: () => samplePageSpeed },
};
