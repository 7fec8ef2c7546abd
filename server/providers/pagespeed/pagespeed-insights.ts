/**
 * PageSpeed Insights v5 (`GET {url}?url=…&strategy=mobile|desktop&category=performance&key=…`): one
 * Lighthouse run per page, metrics from `lighthouseResult.audits`. Errors answer
 * `{error: {code, message}}`: 400 a page Lighthouse could not load, 429 the quota, 5xx an outage.
 */
import { deadlineSignal } from '../deadline-signal.ts';
import { ProviderError, abortedError } from '../errors.ts';
import type { PageSpeedPort } from '../page-port.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { lighthouseMetrics } from './lighthouse-metrics.ts';

export const PAGESPEED_DEFAULT_URL = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

export interface PageSpeedInsightsOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
  limiter: RateLimiter;
  fetch?: typeof fetch;
}

function errorMessage(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : 'no reason given';
}

export function pageSpeedInsights(options: PageSpeedInsightsOptions): PageSpeedPort {
  const call = options.fetch ?? fetch;
  return {
    async pageSpeed({ url, device, signal }) {
      await options.limiter.acquire(signal);
      const query = new URL(options.url);
      query.searchParams.set('url', url);
      query.searchParams.set('strategy', device === 'desktop' ? 'desktop' : 'mobile');
      query.searchParams.set('category', 'performance');
      query.searchParams.set('key', options.apiKey);
      const deadline = deadlineSignal(signal, options.timeoutMs);
      const combined = deadline.signal;
      let response: Response;
      let body: unknown;
      try {
        try {
          response = await call(query, { signal: combined, headers: { accept: 'application/json' } });
        } catch (error) {
          if (combined.aborted) throw abortedError(combined);
          throw new ProviderError('unavailable', `PageSpeed Insights could not be reached: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
        }
        body = await response.json().catch(() => null);
      } finally {
        deadline.clear();
      }
      if (!response.ok) {
        const status = response.status;
        const code = status === 429 ? 'rate_limited' : status === 401 || status === 403 ? 'unauthorized' : status >= 500 ? 'unavailable' : 'bad_request';
        throw new ProviderError(code, `PageSpeed Insights answered HTTP ${status} for ${url}: ${errorMessage(body)}.`, { providerStatus: status });
      }
      return lighthouseMetrics((body as { lighthouseResult?: unknown } | null)?.lighthouseResult, 'PageSpeed Insights');
    },
  };
}
