import { describe, expect, it } from 'vitest';
import { sampleMetrics } from './sample/index.ts';
import { ProviderConfigError, selectProviders } from './select-providers.ts';

describe('selectProviders', () => {
  it('uses the offline sample adapters when nothing is set', () => {
    const providers = selectProviders({});
    expect(providers.names).toEqual({ metrics: 'sample', serp: 'sample', rankings: 'sample', suggestions: 'sample', amazon: 'sample' });
    expect(providers.metrics).toBe(sampleMetrics);
  });

  it('treats empty variables as unset', () => {
    expect(selectProviders({ DATAFORSEO_LOGIN: '', DATAFORSEO_PASSWORD: '', SUGGEST_URL: '' }).names.metrics).toBe('sample');
  });

  it('uses DataForSEO when login and password are set, with null Amazon volume', () => {
    const providers = selectProviders({ DATAFORSEO_LOGIN: 'me', DATAFORSEO_PASSWORD: 'secret' });
    expect(providers.names).toEqual({ metrics: 'dataforseo', serp: 'dataforseo', rankings: 'dataforseo', suggestions: 'sample', amazon: 'none' });
  });

  it('uses Google autocomplete only when SUGGEST_URL is set', () => {
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
