/** PageSpeed Insights serves page speed once PAGESPEED_API_KEY is set (before DataForSEO's Lighthouse: it costs nothing a call). */
import { z } from 'zod';
import { portAdapter } from '../registry/port-adapter.ts';
import { providerAccount } from '../registry/provider-account.ts';
import { httpUrl, positiveInt, providerTimeoutEnv } from '../registry/env-rules.ts';
import { RateLimiter } from '../rate-limiter.ts';
import { PAGESPEED_DEFAULT_URL, pageSpeedInsights } from './pagespeed-insights.ts';

export const pageSpeedAccount = providerAccount({
  env: {
    PAGESPEED_API_KEY: z.string().min(1),
    PAGESPEED_URL: httpUrl.default(PAGESPEED_DEFAULT_URL),
    PAGESPEED_REQUESTS_PER_MINUTE: positiveInt(60),
    ...providerTimeoutEnv,
  },
  required: ['PAGESPEED_API_KEY'],
  connect: (e, options) =>
    pageSpeedInsights({
      url: e.PAGESPEED_URL,
      apiKey: e.PAGESPEED_API_KEY,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      limiter: new RateLimiter(e.PAGESPEED_REQUESTS_PER_MINUTE, options.clock),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
});

export const pageSpeedInsightsAdapter = portAdapter('pagespeed-insights', pageSpeedAccount, (port) => port);
