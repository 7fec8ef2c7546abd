/**
 * Which adapters can serve each port, in order of preference: the first whose account is configured
 * wins, else the offline sample adapter. Adding an adapter is a folder beside this file (its account
 * and port adapters) and an entry in a list here; see docs/decisions/0015.
 */
import { dataForSeoMetricsAdapter, dataForSeoRankingsAdapter, dataForSeoSerpAdapter, noAmazonWithDataForSeoAdapter } from './dataforseo/dataforseo-adapters.ts';
import { dataForSeoDomainKeywordsAdapter, dataForSeoIdeasAdapter, dataForSeoSuggestionsAdapter } from './dataforseo/dataforseo-adapters.ts';
import { googleSuggestAdapter } from './google-suggest/google-suggest-adapters.ts';
import type { PortName, Providers } from './ports.ts';
import type { PortRegistration } from './registry/port-adapter.ts';
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
  amazon: { adapters: [noAmazonWithDataForSeoAdapter], sample: () => sampleAmazon },
};
