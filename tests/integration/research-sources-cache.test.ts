// The research caches on their own: keys kept apart (provider, view, market, month), the limit rule of
// ideas and domain keywords, and the batched autocomplete cache of a Suggests expansion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedDomainKeywords } from '../../server/providers/cache/cached-domain-keywords.ts';
import { cachedIdeas } from '../../server/providers/cache/cached-ideas.ts';
import { cachedSuggestionLists } from '../../server/providers/cache/cached-suggestion-lists.ts';
import { ProviderError } from '../../server/providers/errors.ts';
import type { DomainKeywordsPort, KeywordIdeasPort, SuggestionsPort } from '../../server/providers/ports.ts';
import { sampleDomainKeywordsPort, sampleIdeasPort, sampleSuggestionsPort } from '../../server/providers/sample/index.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

const signal = new AbortController().signal;
const market = { location: 2276, language: 'de', signal };

/** A port behind a counter that can be switched to fail. */
function counted<P extends object>(port: P, method: keyof P & string) {
  const state = { calls: [] as unknown[], fail: false };
  const inner = port[method] as (request: unknown) => Promise<unknown>;
  const wrapped = {
    [method]: async (request: unknown) => {
      state.calls.push(request);
      if (state.fail) throw new ProviderError('unavailable', 'The provider is down.');
      return inner.call(port, request);
    },
  } as unknown as P;
  return { port: wrapped, state };
}

describe.each(databaseKinds)('research caches on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('ideas: one provider call per seed identity, view, market and month', async () => {
    const { port, state } = counted<KeywordIdeasPort>(sampleIdeasPort, 'ideas');
    let now = new Date('2026-11-05T12:00:00Z');
    const ideas = cachedIdeas(t.database.handle.db, port, 'sample', () => now);
    const first = await ideas.ideas({ ...market, keyword: 'glühwein', view: 'matching', limit: 50 });
    expect(first.length).toBeGreaterThan(0);
    expect(await ideas.ideas({ ...market, keyword: ' Glühwein', view: 'matching', limit: 50 })).toEqual(first);
    expect(await ideas.ideas({ ...market, keyword: 'glühwein', view: 'matching', limit: 10 })).toEqual(first.slice(0, 10));
    expect(state.calls).toHaveLength(1);
    await ideas.ideas({ ...market, keyword: 'glühwein', view: 'related', limit: 50 });
    await ideas.ideas({ ...market, location: 2040, keyword: 'glühwein', view: 'matching', limit: 50 });
    await cachedIdeas(t.database.handle.db, port, 'other', () => now).ideas({ ...market, keyword: 'glühwein', view: 'matching', limit: 50 });
    expect(state.calls).toHaveLength(4);
    now = new Date('2026-12-01T00:00:00Z');
    await ideas.ideas({ ...market, keyword: 'glühwein', view: 'matching', limit: 50 });
    expect(state.calls).toHaveLength(5);
  });

  it('ideas: a longer request asks again unless the stored answer was all there is', async () => {
    const { port, state } = counted<KeywordIdeasPort>(sampleIdeasPort, 'ideas');
    const ideas = cachedIdeas(t.database.handle.db, port, 'sample');
    const short = await ideas.ideas({ ...market, keyword: 'punsch', view: 'matching', limit: 5 });
    expect(short).toHaveLength(5);
    const long = await ideas.ideas({ ...market, keyword: 'punsch', view: 'matching', limit: 1000 });
    expect(long.slice(0, 5)).toEqual(short);
    expect(long.length).toBeLessThan(1000);
    expect(state.calls).toHaveLength(2);
    // The provider had fewer than 1000, so even a request for more is answered from the cache.
    await ideas.ideas({ ...market, keyword: 'punsch', view: 'matching', limit: 1000 });
    await ideas.ideas({ ...market, keyword: 'punsch', view: 'matching', limit: 20 });
    expect(state.calls).toHaveLength(2);
  });

  it('domain keywords: cached per domain and market, a failed call stores nothing', async () => {
    const { port, state } = counted<DomainKeywordsPort>(sampleDomainKeywordsPort, 'domainKeywords');
    const domains = cachedDomainKeywords(t.database.handle.db, port, 'sample');
    state.fail = true;
    await expect(domains.domainKeywords({ ...market, domain: 'www.demo-shop.de', limit: 100 })).rejects.toThrow('The provider is down.');
    state.fail = false;
    const first = await domains.domainKeywords({ ...market, domain: 'www.demo-shop.de', limit: 100 });
    expect(first.length).toBeGreaterThan(0);
    expect(await domains.domainKeywords({ ...market, domain: 'WWW.demo-shop.de', limit: 100 })).toEqual(first);
    expect(state.calls).toHaveLength(2);
    await domains.domainKeywords({ ...market, domain: 'www.other-shop.de', limit: 100 });
    expect(state.calls).toHaveLength(3);
  });

  it('suggestion lists: one provider call per missing identity, answers in request order, nothing stored on failure', async () => {
    const { port, state } = counted<SuggestionsPort>(sampleSuggestionsPort, 'suggestions');
    const lists = cachedSuggestionLists(t.database.handle.db, port, 'sample', 3);
    state.fail = true;
    await expect(lists.suggestionLists({ ...market, keywords: ['zelt a', 'zelt b'] })).rejects.toThrow('The provider is down.');
    state.fail = false;
    const failedCalls = state.calls.length;
    const first = await lists.suggestionLists({ ...market, keywords: ['zelt a', 'Zelt A', 'zelt b', 'zelt c'] });
    expect(state.calls.length - failedCalls).toBe(3);
    expect(first[1]).toEqual(first[0]);
    for (const [index, keyword] of ['zelt a', 'zelt a', 'zelt b', 'zelt c'].entries()) {
      expect(first[index]).toEqual(await sampleSuggestionsPort.suggestions({ ...market, keyword }));
    }
    const again = await lists.suggestionLists({ ...market, keywords: ['zelt c', 'zelt d', 'zelt a'] });
    expect(state.calls.length - failedCalls).toBe(4);
    expect(again[0]).toEqual(first[3]);
    expect(await lists.suggestionLists({ ...market, keywords: [] })).toEqual([]);
  });
});
