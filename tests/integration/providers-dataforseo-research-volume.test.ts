import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS } from '../../server/providers/dataforseo/index.ts';
import { HISTORY_MONTHS } from '../../server/providers/ports.ts';
import { ADS_ONLY_KEYWORD, BULK_PREFIX, HISTORICAL_VOLUME } from '../support/fake-dataforseo-research.ts';
import { DIFFICULTY, envelope, FAKE_LOGIN, FAKE_PASSWORD, SEARCH_VOLUME, startFakeDataForSeo, UNKNOWN_KEYWORD, type FakeDataForSeo } from '../support/fake-dataforseo.ts';

const DE = { location: 2276, language: 'de' };
const NOV_2026 = { year: 2026, month: 11 };
let fake: FakeDataForSeo;

beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const metrics = (keywords: string[]) =>
  createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: FAKE_PASSWORD, timeoutMs: 5000 }).metrics.metrics({
    ...DE,
    keywords,
    lastMonth: NOV_2026,
    signal: new AbortController().signal,
  });
const calls = (path: string) => fake.requests.filter((r) => r.path === path).map((r) => (r.body as Record<string, unknown>[])[0]);

describe('DataForSEO historical search volume as the metrics port', () => {
  it('maps 48 months, bids, competition, difficulty and SERP features from one Labs call', async () => {
    const [row] = await metrics(['Glühwein Kaufen']);
    expect(calls(HISTORICAL_VOLUME)).toEqual([{ keywords: ['Glühwein Kaufen'], location_code: 2276, language_code: 'de', include_serp_info: true }]);
    expect(calls(SEARCH_VOLUME)).toEqual([]);
    expect(calls(DIFFICULTY)).toEqual([]);
    // Labs answers in lower case; the caller gets its own spelling back.
    expect(row).toMatchObject({ keyword: 'Glühwein Kaufen', cpc_low: 0.3, cpc_high: 1.7, competition: 42, difficulty: 35, categories: [], serp_items: [1, 4, 10] });
    // Labs' own intent is kept, even where the classifier would read `kaufen` as transactional.
    expect(row?.search_intent).toBe('commercial');
    expect(row?.search_volumes).toHaveLength(HISTORY_MONTHS);
    expect(row?.search_volumes[0]).toEqual({ year: 2022, month: 12, count: 2012 });
    // The Labs database has counted up to October; November is not counted yet.
    expect(row?.search_volumes.slice(-2)).toEqual([
      { year: 2026, month: 10, count: 2010 },
      { year: 2026, month: 11, count: null },
    ]);
  });

  it('asks the Google Ads pair only for the keywords Labs does not know, and leaves unknown ones empty', async () => {
    const rows = await metrics(['punsch', ADS_ONLY_KEYWORD, UNKNOWN_KEYWORD]);
    expect(calls(HISTORICAL_VOLUME)).toHaveLength(1);
    expect(calls(SEARCH_VOLUME)).toEqual([{ location_code: 2276, language_code: 'de', keywords: [ADS_ONLY_KEYWORD, UNKNOWN_KEYWORD], date_from: '2022-12-01', date_to: '2026-11-30' }]);
    expect(rows.map((r) => r.keyword)).toEqual(['punsch', ADS_ONLY_KEYWORD, UNKNOWN_KEYWORD]);
    expect(rows[0]).toMatchObject({ competition: 42, difficulty: 35, search_intent: null });
    expect(rows[1]?.search_intent).toBeUndefined();
    expect(rows[1]).toMatchObject({ competition: 40, cpc_low: 0.25, difficulty: 30, serp_items: null });
    expect(rows[1]?.search_volumes.at(-1)).toEqual({ year: 2026, month: 11, count: 1011 });
    expect(rows[2]).toMatchObject({ cpc_low: null, cpc_high: null, competition: null, difficulty: null, serp_items: null, categories: [] });
    expect(rows[2]?.search_volumes.every((m) => m.count === null)).toBe(true);
  });

  it('sends at most 700 keywords a call, one call after the other, and asks a repeated keyword once', async () => {
    const keywords = Array.from({ length: 1500 }, (_, i) => `${BULK_PREFIX}${i}`);
    const rows = await metrics([...keywords, 'Begriff 3']);
    expect(calls(HISTORICAL_VOLUME).map((c) => (c?.['keywords'] as string[]).length)).toEqual([700, 700, 100]);
    expect((calls(HISTORICAL_VOLUME)[1]?.['keywords'] as string[])[0]).toBe('begriff 700');
    expect(calls(SEARCH_VOLUME)).toEqual([]);
    expect(rows).toHaveLength(1501);
    expect(rows[1500]).toMatchObject({ keyword: 'Begriff 3', difficulty: 35 });
    expect(rows[1500]?.search_volumes).toEqual(rows[3]?.search_volumes);
  });

  it('fails the whole request with the failing batch’s keywords when a later batch fails', async () => {
    const keywords = Array.from({ length: 800 }, (_, i) => `${BULK_PREFIX}${i}`);
    fake.enqueue(HISTORICAL_VOLUME, { json: envelope({ result: [{ items: [] }] }) }, { json: envelope({ status_code: 40200, status_message: 'Payment Required.' }) });
    const error = await metrics(keywords).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'no_credits_left', providerStatus: 40200 });
    expect((error as { keywords: string[] }).keywords).toEqual(keywords.slice(700));
  });

  it('asks nothing for no keywords', async () => {
    expect(await metrics([])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});
