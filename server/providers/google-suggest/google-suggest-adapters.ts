/**
 * Google autocomplete serves suggestions only when SUGGEST_URL is set, even with DataForSEO: the
 * offline default must never reach the internet unasked.
 */
import { portAdapter } from '../registry/port-adapter.ts';
import { providerAccount } from '../registry/provider-account.ts';
import { httpUrl, positiveInt, providerTimeoutEnv } from '../registry/env-rules.ts';
import { RateLimiter } from '../rate-limiter.ts';
import { googleSuggest } from './index.ts';

export const googleSuggestAccount = providerAccount({
  env: { SUGGEST_URL: httpUrl, SUGGEST_REQUESTS_PER_MINUTE: positiveInt(60), ...providerTimeoutEnv },
  required: ['SUGGEST_URL'],
  connect: (e, options) =>
    googleSuggest({
      url: e.SUGGEST_URL,
      limiter: new RateLimiter(e.SUGGEST_REQUESTS_PER_MINUTE, options.clock),
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
});

export const googleSuggestAdapter = portAdapter('google-suggest', googleSuggestAccount, (port) => port);
