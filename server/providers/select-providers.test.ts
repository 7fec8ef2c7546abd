import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { KeywordMetricsPort } from './ports.ts';
import { providerRegistry } from './provider-registry.ts';
import { portAdapter } from './registry/port-adapter.ts';
import { providerAccount } from './registry/provider-account.ts';
import { sampleMetrics } from './sample/index.ts';
import { ProviderConfigError, selectProviders } from './select-providers.ts';

describe('selectProviders', () => {
  it('uses the offline sample adapters when nothing is set', () => {
    const providers = selectProviders({});
    expect(providers.names).toEqual({ metrics: 'sample', serp: 'sample', rankings: 'sample', rankTracking: 'sample', suggestions: 'sample', ideas: 'sample', domainKeywords: 'sample', amazon: 'sample', payments: 'sample', languageModel: 'sample', pageFetch: 'sample', pageSpeed: 'sample' });
    expect(providers.metrics).toBe(sampleMetrics);
  });

  it('treats empty variables as unset', () => {
    expect(selectProviders({ DATAFORSEO_LOGIN: '', DATAFORSEO_PASSWORD: '', SUGGEST_URL: '' }).names.metrics).toBe('sample');
  });

  it('uses DataForSEO for every port when login and password are set, with null Amazon volume', () => {
    const providers = selectProviders({ DATAFORSEO_LOGIN: 'me', DATAFORSEO_PASSWORD: 'secret' });
    expect(providers.names).toEqual({
      metrics: 'dataforseo',
      serp: 'dataforseo',
      rankings: 'dataforseo',
      rankTracking: 'dataforseo',
      suggestions: 'dataforseo',
      ideas: 'dataforseo',
      domainKeywords: 'dataforseo',
      amazon: 'none',
      payments: 'sample',
      languageModel: 'sample',
      pageFetch: 'sample',
      pageSpeed: 'dataforseo',
    });
  });

  it('prefers Google autocomplete to DataForSEO’s when SUGGEST_URL is set', () => {
    expect(selectProviders({ SUGGEST_URL: 'http://127.0.0.1:9/complete/search' }).names.suggestions).toBe('google-suggest');
    expect(selectProviders({ DATAFORSEO_LOGIN: 'me', DATAFORSEO_PASSWORD: 'x', SUGGEST_URL: 'https://suggestqueries.google.com/complete/search' }).names.suggestions).toBe(
      'google-suggest',
    );
  });

  it('names a credential set without the other', () => {
    expect(() => selectProviders({ DATAFORSEO_LOGIN: 'me' })).toThrow(ProviderConfigError);
    expect(() => selectProviders({ DATAFORSEO_LOGIN: 'me' })).toThrow(/DATAFORSEO_PASSWORD/);
    expect(() => selectProviders({ DATAFORSEO_PASSWORD: 'x' })).toThrow(/DATAFORSEO_LOGIN/);
  });

  it('names a bad URL or limit', () => {
    expect(() => selectProviders({ DATAFORSEO_URL: 'ftp://x' })).toThrow(/DATAFORSEO_URL/);
    expect(() => selectProviders({ SUGGEST_URL: 'not a url' })).toThrow(/SUGGEST_URL/);
    expect(() => selectProviders({ DATAFORSEO_REQUESTS_PER_MINUTE: '0' })).toThrow(/DATAFORSEO_REQUESTS_PER_MINUTE/);
  });
});

describe('the provider registry', () => {
  // Two made-up metrics adapters in front of the real list: the order of the list decides.
  const portOf = (label: string): KeywordMetricsPort => ({ metrics: async () => [{ keyword: label, search_volumes: [], cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null }] });
  const first = providerAccount({ env: { FIRST_KEY: z.string(), FIRST_SECRET: z.string(), FIRST_REGION: z.string() }, required: ['FIRST_KEY', 'FIRST_SECRET', 'FIRST_REGION'], connect: () => portOf('first') });
  const second = providerAccount({ env: { SECOND_URL: z.url(), SECOND_LIMIT: z.coerce.number().int().positive().default(5) }, required: ['SECOND_URL'], connect: (e) => portOf(`second ${e.SECOND_LIMIT}`) });
  const registry = {
    ...providerRegistry,
    metrics: { adapters: [portAdapter('first', first, (port) => port), portAdapter('second', second, (port) => port), ...providerRegistry.metrics.adapters], sample: () => sampleMetrics },
  };
  const chosen = async (env: Record<string, string>) => {
    const providers = selectProviders(env, {}, registry);
    const [answer] = await providers.metrics.metrics({ keywords: ['x'], location: 2276, language: 'de', lastMonth: { year: 2026, month: 10 }, signal: new AbortController().signal });
    return { name: providers.names.metrics, keyword: answer?.keyword };
  };

  it('serves a port with the first configured adapter of its list, else the sample', async () => {
    expect(await chosen({})).toEqual({ name: 'sample', keyword: 'x' });
    expect(await chosen({ SECOND_URL: 'http://127.0.0.1:9/' })).toEqual({ name: 'second', keyword: 'second 5' });
    expect(await chosen({ SECOND_URL: 'http://127.0.0.1:9/', SECOND_LIMIT: '7', FIRST_KEY: 'k', FIRST_SECRET: 's', FIRST_REGION: 'eu' })).toEqual({ name: 'first', keyword: 'first' });
    // DataForSEO is further down the list: configured, it serves the other ports but not this one.
    const providers = selectProviders({ SECOND_URL: 'http://127.0.0.1:9/', DATAFORSEO_LOGIN: 'me', DATAFORSEO_PASSWORD: 'x' }, {}, registry);
    expect(providers.names).toMatchObject({ metrics: 'second', serp: 'dataforseo' });
  });

  it('names every variable a half-configured account lacks, and every value that breaks its rule', () => {
    expect(() => selectProviders({ FIRST_SECRET: 's' }, {}, registry)).toThrow(
      'Invalid provider configuration:\n  FIRST_KEY: must be set together with FIRST_SECRET\n  FIRST_REGION: must be set together with FIRST_SECRET',
    );
    expect(() => selectProviders({ SECOND_URL: 'nope', SECOND_LIMIT: '-1' }, {}, registry)).toThrow(/SECOND_URL: .*\n {2}SECOND_LIMIT: /u);
  });
});


describe('the payment port', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_STARTER: 'price_1',
    STRIPE_PRICE_PROFESSIONAL: 'price_2',
    STRIPE_PRICE_BUSINESS: 'price_3',
  };

  it('is Stripe when its keys and the three prices are set, else offline', () => {
    expect(selectProviders(stripe).names.payments).toBe('stripe');
    expect(selectProviders({}).names.payments).toBe('sample');
  });

  it('fails the start for a half-configured Stripe or a key of the wrong kind, naming the variable', () => {
    expect(() => selectProviders({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be set together/);
    expect(() => selectProviders({ ...stripe, STRIPE_PRICE_BUSINESS: 'prod_3' })).toThrow(/STRIPE_PRICE_BUSINESS: must be a Stripe price id/);
  });
});
