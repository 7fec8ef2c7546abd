/**
 * DataForSEO serves metrics, SERP, rankings, rank tracking, suggestions, keyword ideas and a domain's keywords once
 * DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD are set; every port shares the account's one client.
 */
import { z } from 'zod';
import { noAmazonVolume } from '../none-amazon.ts';
import { portAdapter } from '../registry/port-adapter.ts';
import { providerAccount } from '../registry/provider-account.ts';
import { httpUrl, positiveInt, providerTimeoutEnv } from '../registry/env-rules.ts';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS } from './index.ts';
import { SERP_QUEUE_DEFAULTS } from './serp-task-queue.ts';

export const dataForSeoAccount = providerAccount({
  env: {
    DATAFORSEO_LOGIN: z.string(),
    DATAFORSEO_PASSWORD: z.string(),
    DATAFORSEO_URL: httpUrl.default(DATAFORSEO_DEFAULTS.baseUrl),
    DATAFORSEO_REQUESTS_PER_MINUTE: positiveInt(DATAFORSEO_DEFAULTS.requestsPerMinute),
    DATAFORSEO_ADS_REQUESTS_PER_MINUTE: positiveInt(DATAFORSEO_DEFAULTS.adsRequestsPerMinute),
    DATAFORSEO_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(DATAFORSEO_DEFAULTS.maxRetries),
    DATAFORSEO_RANK_WAIT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(SERP_QUEUE_DEFAULTS.waitBudgetMs / 60_000),
    ...providerTimeoutEnv,
  },
  required: ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'],
  together: 'must be set together with the other DataForSEO credential',
  connect: (e, options) =>
    createDataForSeoPorts({
      baseUrl: e.DATAFORSEO_URL,
      login: e.DATAFORSEO_LOGIN,
      password: e.DATAFORSEO_PASSWORD,
      requestsPerMinute: e.DATAFORSEO_REQUESTS_PER_MINUTE,
      adsRequestsPerMinute: e.DATAFORSEO_ADS_REQUESTS_PER_MINUTE,
      maxRetries: e.DATAFORSEO_MAX_RETRIES,
      maxRetryAfterMs: DATAFORSEO_DEFAULTS.maxRetryAfterMs,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      serpQueue: { ...SERP_QUEUE_DEFAULTS, waitBudgetMs: e.DATAFORSEO_RANK_WAIT_MINUTES * 60_000 },
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
});

export const dataForSeoMetricsAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.metrics);
export const dataForSeoSerpAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.serp);
export const dataForSeoRankingsAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.rankings);
export const dataForSeoRankTrackingAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.rankTracking);
export const dataForSeoSuggestionsAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.suggestions);
export const dataForSeoIdeasAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.ideas);
export const dataForSeoDomainKeywordsAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.domainKeywords);
export const dataForSeoPageSpeedAdapter = portAdapter('dataforseo', dataForSeoAccount, (ports) => ports.pageSpeed);
/** Beside real Google numbers, made-up sample Amazon numbers would mislead: null volumes instead. */
export const noAmazonWithDataForSeoAdapter = portAdapter('none', dataForSeoAccount, () => noAmazonVolume);
