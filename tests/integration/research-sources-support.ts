// Shared by the research-sources test files: the sample providers with counted calls, and how a
// test posts to POST /api/v2/sources/.
import { expect } from 'vitest';
import type { KeywordSourceResponse } from '../../src/domain/contracts/keyword-data.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { ProviderError } from '../../server/providers/errors.ts';
import type { Providers } from '../../server/providers/ports.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import type { LoggedIn, TestApp } from './harness.ts';

export const SOURCES = '/api/v2/sources/';
export const HISTORICAL = '/api/v2/sources/dataforseo/historicalsv';
export const market = { location: 2276, language: 'de' };

/** The sample providers, counting the calls of the research ports; `fail` and `empty` switch their answers. */
export function countingProviders() {
  const state = { fail: false, empty: false, calls: { suggestions: 0, ideas: 0, domainKeywords: 0 } };
  const sample = selectProviders({});
  const gate = (): boolean => {
    if (state.fail) throw new ProviderError('no_credits_left', 'The DataForSEO account has no credits left.');
    return state.empty;
  };
  const providers: Providers = {
    ...sample,
    suggestions: {
      suggestions: async (request) => {
        state.calls.suggestions += 1;
        return gate() ? [] : sample.suggestions.suggestions(request);
      },
    },
    ideas: {
      ideas: async (request) => {
        state.calls.ideas += 1;
        return gate() ? [] : sample.ideas.ideas(request);
      },
    },
    domainKeywords: {
      domainKeywords: async (request) => {
        state.calls.domainKeywords += 1;
        return gate() ? [] : sample.domainKeywords.domainKeywords(request);
      },
    },
  };
  return { state, providers };
}

export const keywordsOf = (body: KeywordSourceResponse) => body.entries.map((row) => row.keyword);
export const contains = (phrase: string, seed: string) => ` ${phraseIdentity(phrase)} `.includes(phraseIdentity(seed));

/** Every grouped phrase has its row in the entries, and each row stands in a group; no group repeats a phrase. */
export function expectGroupsMatchEntries(body: KeywordSourceResponse): void {
  const rows = new Set(body.entries.map((row) => phraseIdentity(row.keyword)));
  const grouped = new Set<string>();
  for (const group of body.groups) {
    const identities = group.phrases.map(phraseIdentity);
    expect(new Set(identities).size).toBe(identities.length);
    expect(group.phrases.length).toBeGreaterThan(0);
    for (const identity of identities) {
      expect(rows.has(identity)).toBe(true);
      grouped.add(identity);
    }
  }
  expect(grouped).toEqual(rows);
}

/** Posts a source request as `who`, and reads a successful answer. */
export function sourceClient(t: () => TestApp) {
  const post = (who: LoggedIn, request_type: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    t().post(SOURCES, { company: who.company_id, user: who.id, request_type, options: { ...market, ...options }, ...extra }, { token: who.token });
  const answer = async (who: LoggedIn, request_type: string, options: Record<string, unknown>): Promise<KeywordSourceResponse> => {
    const response = await post(who, request_type, options);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<KeywordSourceResponse & { error?: unknown }>();
    expect(body.error).toBeUndefined();
    return body;
  };
  return { post, answer };
}
