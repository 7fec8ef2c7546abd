/**
 * Page speed from `on_page/lighthouse/live/json` (one task: `url`, `for_mobile`, `categories`
 * performance): the task's `result[0]` is the Lighthouse result itself, metrics in its `audits`.
 */
import { ProviderError } from '../errors.ts';
import type { PageSpeedPort } from '../page-port.ts';
import { lighthouseMetrics } from '../pagespeed/lighthouse-metrics.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';

export const LIGHTHOUSE_PATH = '/v3/on_page/lighthouse/live/json';

export function dataForSeoLighthouse(client: DataForSeoClient, limiter: RateLimiter): PageSpeedPort {
  return {
    async pageSpeed({ url, device, signal }) {
      const result = await client.post(LIGHTHOUSE_PATH, { url, for_mobile: device !== 'desktop', categories: ['performance'] }, { limiter, signal, keywords: [] });
      if (result[0] === undefined) throw new ProviderError('task_failed', `DataForSEO Lighthouse gave no result for ${url}.`);
      return lighthouseMetrics(result[0], 'DataForSEO Lighthouse');
    },
  };
}
