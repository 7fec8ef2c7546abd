/**
 * Competitor pages are downloaded from the internet only when PAGE_FETCH_LIVE is set: the offline
 * default must never reach the internet unasked (as SUGGEST_URL for autocomplete). Without it the
 * sample corpus writes the pages.
 */
import { z } from 'zod';
import { portAdapter } from '../registry/port-adapter.ts';
import { providerAccount } from '../registry/provider-account.ts';
import { positiveInt } from '../registry/env-rules.ts';
import { PAGE_FETCH_DEFAULTS } from './http-page-fetch.ts';
import { httpPageFetch } from './index.ts';

export const pageFetchAccount = providerAccount({
  env: {
    PAGE_FETCH_LIVE: z.enum(['true', '1', 'yes'], { message: 'must be true, 1 or yes (leave it unset for the offline sample pages)' }),
    PAGE_FETCH_TIMEOUT_MS: positiveInt(PAGE_FETCH_DEFAULTS.timeoutMs),
    PAGE_FETCH_USER_AGENT: z.string().min(3).default(PAGE_FETCH_DEFAULTS.userAgent),
  },
  required: ['PAGE_FETCH_LIVE'],
  connect: (e) => httpPageFetch({ timeoutMs: e.PAGE_FETCH_TIMEOUT_MS, userAgent: e.PAGE_FETCH_USER_AGENT }),
});

export const httpPageFetchAdapter = portAdapter('http', pageFetchAccount, (port) => port);
