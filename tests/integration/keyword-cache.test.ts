import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { cachedMetrics } from '../../server/providers/cache/cached-metrics.ts';
import { cachedSuggestions } from '../../server/providers/cache/cached-suggestions.ts';
import { ProviderError } from '../../server/providers/errors.ts';
import type { KeywordMetricsPort, KeywordMetricsRequest, SuggestionsPort, SuggestionsRequest } from '../../server/providers/ports.ts';
import { sampleMetrics, sampleSuggestionsPort } from '../../server/providers/sample/index.ts';
import { databaseKinds, freshDatabase, type TestDatabase } from './harness.ts';

/** The sample adapter behind a counter, so a test sees every keyword that reached the "provider". */
function countingMetrics(): KeywordMetricsPort & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    async metrics(request: KeywordMetricsRequest) {
      calls.push([...request.keywords]);
      return sampleMetrics.metrics(request);
    },
  };
}

function countingSuggestions(): SuggestionsPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async suggestions(request: SuggestionsRequest) {
      calls.push(request.keyword);
      return sampleSuggestionsPort.suggestions(request);
    },
  };
}

const signal = new AbortController().signal;
const market = { location: 2276, language: 'de', signal };
const october = { year: 2026, month: 10 };

describe.each(databaseKinds)('keyword cache on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database.drop());

  it('answers a second lookup from the database without a provider call', async () => {
    const inner = countingMetrics();
    const port = cachedMetrics(database.handle.db, inner, 'sample');
    const keywords = ['glühwein', 'winterjacke', 'skiurlaub österreich'];
    const first = await port.metrics({ ...market, keywords, lastMonth: october });
    expect(inner.calls).toEqual([keywords]);
    const second = await port.metrics({ ...market, keywords, lastMonth: october });
    expect(inner.calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second).toEqual(await sampleMetrics.metrics({ ...market, keywords, lastMonth: october }));
  });

  it('asks only for the missing keywords, once each, in request order, and keeps the caller’s spelling', async () => {
    const inner = countingMetrics();
    const port = cachedMetrics(database.handle.db, inner, 'sample');
    await port.metrics({ ...market, keywords: ['sonnencreme', 'zelt'], lastMonth: october });
    const answer = await port.metrics({ ...market, keywords: ['Kaffee', 'SONNENCREME', 'tee', ' kaffee ', 'zelt'], lastMonth: october });
    expect(inner.calls).toEqual([['sonnencreme', 'zelt'], ['Kaffee', 'tee']]);
    expect(answer.map((m) => m.keyword)).toEqual(['Kaffee', 'SONNENCREME', 'tee', ' kaffee ', 'zelt']);
    const [sonnencreme] = await sampleMetrics.metrics({ ...market, keywords: ['sonnencreme'], lastMonth: october });
    expect(answer[1]).toEqual({ ...sonnencreme, keyword: 'SONNENCREME' });
  });

  it('keeps provider, market and month apart', async () => {
    const inner = countingMetrics();
    const keywords = ['regenschirm'];
    await cachedMetrics(database.handle.db, inner, 'sample').metrics({ ...market, keywords, lastMonth: october });
    await cachedMetrics(database.handle.db, inner, 'dataforseo').metrics({ ...market, keywords, lastMonth: october });
    await cachedMetrics(database.handle.db, inner, 'sample').metrics({ ...market, location: 2040, keywords, lastMonth: october });
    await cachedMetrics(database.handle.db, inner, 'sample').metrics({ ...market, language: 'en', keywords, lastMonth: october });
    await cachedMetrics(database.handle.db, inner, 'sample').metrics({ ...market, keywords, lastMonth: { year: 2026, month: 11 } });
    expect(inner.calls).toHaveLength(5);
    await cachedMetrics(database.handle.db, inner, 'sample').metrics({ ...market, keywords, lastMonth: { year: 2026, month: 11 } });
    expect(inner.calls).toHaveLength(5);
  });

  it('stores nothing when the provider fails, so the next lookup asks again', async () => {
    const failing: KeywordMetricsPort = {
      async metrics({ keywords }) {
        throw new ProviderError('no_credits_left', 'No credits left.', { keywords });
      },
    };
    await expect(cachedMetrics(database.handle.db, failing, 'sample').metrics({ ...market, keywords: ['schlitten'], lastMonth: october })).rejects.toMatchObject({ code: 'no_credits_left' });
    const inner = countingMetrics();
    await cachedMetrics(database.handle.db, inner, 'sample').metrics({ ...market, keywords: ['schlitten'], lastMonth: october });
    expect(inner.calls).toEqual([['schlitten']]);
  });

  // 11,000 rows of six columns would be 66,000 parameters, past the 65,535 PostgreSQL takes in one statement.
  it('takes a batch larger than the parameter limit, in statements of a thousand keywords, with one provider call', async () => {
    const inner = countingMetrics();
    const port = cachedMetrics(database.handle.db, inner, 'sample');
    const keywords = Array.from({ length: 11_000 }, (_, i) => `keyword ${i}`);
    const first = await port.metrics({ ...market, keywords, lastMonth: october });
    expect(first).toHaveLength(11_000);
    const second = await port.metrics({ ...market, keywords, lastMonth: october });
    expect(inner.calls).toHaveLength(1);
    expect(second[10_999]).toEqual(first[10_999]);
  });

  it('rejects an adapter that answers the wrong number of entries instead of caching a mismatch', async () => {
    const short: KeywordMetricsPort = { metrics: async (request) => (await sampleMetrics.metrics(request)).slice(1) };
    await expect(cachedMetrics(database.handle.db, short, 'short').metrics({ ...market, keywords: ['a b', 'c d'], lastMonth: october })).rejects.toThrow(/answered 1 entries for 2 keywords/);
  });

  it('caches suggestions per keyword, market and calendar month', async () => {
    const inner = countingSuggestions();
    let now = new Date('2026-11-05T12:00:00Z');
    const port = cachedSuggestions(database.handle.db, inner, 'sample', () => now);
    const first = await port.suggestions({ ...market, keyword: 'glühwein' });
    expect(first.length).toBeGreaterThan(0);
    expect(await port.suggestions({ ...market, keyword: 'Glühwein ' })).toEqual(first);
    expect(inner.calls).toEqual(['glühwein']);
    await port.suggestions({ ...market, location: 2040, keyword: 'glühwein' });
    expect(inner.calls).toHaveLength(2);
    now = new Date('2026-12-01T00:00:00Z');
    await port.suggestions({ ...market, keyword: 'glühwein' });
    expect(inner.calls).toHaveLength(3);
  });
});
