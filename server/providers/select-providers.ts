/**
 * Chooses the adapter of every port from the environment (empty variables count as unset):
 * - DataForSEO for metrics, SERP and rankings when DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD are both
 *   set; one without the other is a configuration mistake and fails the start.
 * - Google autocomplete for suggestions only when SUGGEST_URL is set, even with DataForSEO: the
 *   offline default must never reach the internet unasked.
 * - Otherwise the sample adapter, which works offline.
 */
import { z } from 'zod';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS } from './dataforseo/index.ts';
import { googleSuggest } from './google-suggest/index.ts';
import { noAmazonVolume } from './none-amazon.ts';
import type { Providers } from './ports.ts';
import { RateLimiter, type Clock } from './rate-limiter.ts';
import { sampleAmazon, sampleMetrics, sampleRankingsPort, sampleSerp, sampleSuggestionsPort } from './sample/index.ts';

export class ProviderConfigError extends Error {}

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be a URL starting with http:// or https://');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  DATAFORSEO_LOGIN: z.string().optional(),
  DATAFORSEO_PASSWORD: z.string().optional(),
  DATAFORSEO_URL: httpUrl.default(DATAFORSEO_DEFAULTS.baseUrl),
  DATAFORSEO_REQUESTS_PER_MINUTE: positiveInt(DATAFORSEO_DEFAULTS.requestsPerMinute),
  DATAFORSEO_ADS_REQUESTS_PER_MINUTE: positiveInt(DATAFORSEO_DEFAULTS.adsRequestsPerMinute),
  DATAFORSEO_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(DATAFORSEO_DEFAULTS.maxRetries),
  PROVIDER_TIMEOUT_MS: positiveInt(DATAFORSEO_DEFAULTS.timeoutMs),
  SUGGEST_URL: httpUrl.optional(),
  SUGGEST_REQUESTS_PER_MINUTE: positiveInt(60),
});

export const PROVIDER_ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export interface SelectOptions {
  clock?: Clock;
  fetch?: typeof fetch;
}

export function selectProviders(env: NodeJS.ProcessEnv = process.env, options: SelectOptions = {}): Providers {
  const present = Object.fromEntries(PROVIDER_ENV_KEYS.map((key) => [key, env[key]] as const).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '?')}: ${issue.message}`);
    throw new ProviderConfigError(`Invalid provider configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.DATAFORSEO_LOGIN === undefined) !== (e.DATAFORSEO_PASSWORD === undefined)) {
    const missing = e.DATAFORSEO_LOGIN === undefined ? 'DATAFORSEO_LOGIN' : 'DATAFORSEO_PASSWORD';
    throw new ProviderConfigError(`Invalid provider configuration:\n  ${missing}: must be set together with the other DataForSEO credential`);
  }
  const suggest = e.SUGGEST_URL
    ? {
        port: googleSuggest({
          url: e.SUGGEST_URL,
          limiter: new RateLimiter(e.SUGGEST_REQUESTS_PER_MINUTE, options.clock),
          timeoutMs: e.PROVIDER_TIMEOUT_MS,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
        name: 'google-suggest' as const,
      }
    : { port: sampleSuggestionsPort, name: 'sample' as const };

  if (e.DATAFORSEO_LOGIN !== undefined && e.DATAFORSEO_PASSWORD !== undefined) {
    const ports = createDataForSeoPorts({
      baseUrl: e.DATAFORSEO_URL,
      login: e.DATAFORSEO_LOGIN,
      password: e.DATAFORSEO_PASSWORD,
      requestsPerMinute: e.DATAFORSEO_REQUESTS_PER_MINUTE,
      adsRequestsPerMinute: e.DATAFORSEO_ADS_REQUESTS_PER_MINUTE,
      maxRetries: e.DATAFORSEO_MAX_RETRIES,
      maxRetryAfterMs: DATAFORSEO_DEFAULTS.maxRetryAfterMs,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return {
      ...ports,
      suggestions: suggest.port,
      amazon: noAmazonVolume,
      names: { metrics: 'dataforseo', serp: 'dataforseo', rankings: 'dataforseo', suggestions: suggest.name, amazon: 'none' },
    };
  }
  return {
    metrics: sampleMetrics,
    serp: sampleSerp,
    rankings: sampleRankingsPort(),
    suggestions: suggest.port,
    amazon: sampleAmazon,
    names: { metrics: 'sample', serp: 'sample', rankings: 'sample', suggestions: suggest.name, amazon: 'sample' },
  };
}
