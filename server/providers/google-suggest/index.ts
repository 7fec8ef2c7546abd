/**
 * Google autocomplete for suggestions: `client=firefox` answers `[query, [suggestion, …]]` as JSON.
 * `hl` is the language and `gl` the region of the location; `ie`/`oe` ask for UTF-8 both ways so
 * umlauts survive (without `oe` Google may answer in Latin-1, which is decoded as a fallback).
 */
import { z } from 'zod';
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import { abortedError, ProviderError } from '../errors.ts';
import type { SuggestionsPort, SuggestionsRequest } from '../ports.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { regionOf } from './regions.ts';

export const DEFAULT_SUGGEST_URL = 'https://suggestqueries.google.com/complete/search';

export interface GoogleSuggestConfig {
  url: string;
  limiter: RateLimiter;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const answerSchema = z.tuple([z.string(), z.array(z.string())]).rest(z.unknown());

function decode(buffer: ArrayBuffer, contentType: string | null): string {
  const charset = /charset=([^;]+)/iu.exec(contentType ?? '')?.[1]?.trim().toLowerCase() ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(buffer);
  } catch {
    return new TextDecoder('utf-8').decode(buffer);
  }
}

export function googleSuggest(config: GoogleSuggestConfig): SuggestionsPort {
  const fetchImpl = config.fetch ?? fetch;
  return {
    async suggestions({ keyword, location, language, signal }: SuggestionsRequest): Promise<string[]> {
      const query = tidyPhrase(keyword);
      const keywords = [keyword];
      if (query === '') return [];
      const url = new URL(config.url);
      url.searchParams.set('client', 'firefox');
      url.searchParams.set('q', query);
      url.searchParams.set('hl', language);
      const region = regionOf(location);
      if (region) url.searchParams.set('gl', region);
      url.searchParams.set('ie', 'utf-8');
      url.searchParams.set('oe', 'utf-8');
      await config.limiter.acquire(signal);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      let body: ArrayBuffer;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.any([signal, timeout]), headers: { accept: 'application/json' } });
        body = await response.arrayBuffer();
      } catch (error) {
        if (signal.aborted) throw abortedError(signal, keywords);
        const message = timeout.aborted ? 'Google autocomplete did not answer in time.' : 'Google autocomplete could not be reached.';
        throw new ProviderError('unavailable', message, { keywords, cause: error });
      }
      if (response.status === 429) throw new ProviderError('rate_limited', 'Google autocomplete refused the request as too many (HTTP 429).', { keywords, providerStatus: 429 });
      if (response.status !== 200) {
        throw new ProviderError('unavailable', `Google autocomplete answered with HTTP ${response.status}.`, { keywords, providerStatus: response.status });
      }
      let json: unknown;
      try {
        json = JSON.parse(decode(body, response.headers.get('content-type')));
      } catch (error) {
        throw new ProviderError('unavailable', 'Google autocomplete sent an answer that is not valid JSON.', { keywords, cause: error });
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError('unavailable', 'Google autocomplete sent an answer in an unexpected format.', { keywords });
      const own = query.toLowerCase();
      const seen = new Set<string>();
      return parsed.data[1].map(tidyPhrase).filter((s) => {
        const id = s.toLowerCase();
        if (s === '' || id === own || seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    },
  };
}
