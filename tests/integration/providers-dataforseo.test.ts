import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS, type DataForSeoConfig } from '../../server/providers/dataforseo/index.ts';
import { HISTORY_MONTHS } from '../../server/providers/ports.ts';
import type { Clock } from '../../server/providers/rate-limiter.ts';
import {
  DIFFICULTY,
  envelope,
  FAKE_LOGIN,
  FAKE_PASSWORD,
  SEARCH_VOLUME,
  SERP,
  startFakeDataForSeo,
  topLevelError,
  UNKNOWN_KEYWORD,
  type FakeDataForSeo,
} from '../support/fake-dataforseo.ts';

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

function ports(overrides: Partial<DataForSeoConfig> = {}) {
  return createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: FAKE_PASSWORD, timeoutMs: 5000, ...overrides });
}

const live = () => new AbortController().signal;
// The Google Ads pair by itself; the Labs metrics in front of it: providers-dataforseo-research-volume.test.ts.
const metrics = (keywords: string[], config: Partial<DataForSeoConfig> = {}, signal = live()) =>
  ports(config).adsMetrics.metrics({ ...DE, keywords, lastMonth: NOV_2026, signal });

describe('DataForSEO adapter against the fake server', () => {
  it('sends the documented requests with basic auth and maps volumes, bids, competition and difficulty', async () => {
    const rows = await metrics(['Glühwein Kaufen', UNKNOWN_KEYWORD]);
    const volumeCall = fake.requests.find((r) => r.path === SEARCH_VOLUME);
    expect(volumeCall?.method).toBe('POST');
    expect(volumeCall?.authorization).toBe(`Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString('base64')}`);
    expect(volumeCall?.body).toEqual([
      { location_code: 2276, language_code: 'de', keywords: ['Glühwein Kaufen', UNKNOWN_KEYWORD], date_from: '2022-12-01', date_to: '2026-11-30' },
    ]);
    expect(fake.requests.some((r) => r.path === DIFFICULTY)).toBe(true);
    const [known, unknown] = rows;
    expect(known).toMatchObject({ keyword: 'Glühwein Kaufen', cpc_low: 0.25, cpc_high: 1.5, competition: 40, difficulty: 30, categories: [], serp_items: null });
    expect(known?.search_volumes).toHaveLength(HISTORY_MONTHS);
    expect(known?.search_volumes[0]).toEqual({ year: 2022, month: 12, count: 1012 });
    expect(known?.search_volumes.at(-1)).toEqual({ year: 2026, month: 11, count: 1011 });
    expect(unknown).toMatchObject({ keyword: UNKNOWN_KEYWORD, cpc_low: null, competition: null, difficulty: null });
    expect(unknown?.search_volumes.every((m) => m.count === null)).toBe(true);
  });

  it('maps organic results and item types of the SERP, and finds a domain for rankings', async () => {
    const serp = await ports().serp.serp({ ...DE, keyword: 'glühwein', device: 'tablet', signal: live() });
    expect(fake.requests.at(-1)?.body).toEqual([{ keyword: 'glühwein', location_code: 2276, language_code: 'de', device: 'mobile', depth: 10 }]);
    expect(serp.organic.map((r) => [r.position, r.domain])).toEqual([[1, 'www.wikipedia.example'], [2, 'shop.example.de'], [3, 'www.example.de'], [4, 'www.other.example']]);
    expect(serp.features).toEqual([1, 3, 10]); // organic, images, people_also_ask; math_solver is not in the catalogue
    const rankings = await ports().rankings.rankings({ ...DE, domain: 'example.de', keywords: ['a', 'b'], device: 'desktop', signal: live() });
    expect(rankings.map((r) => r.position)).toEqual([3, 3]);
    const none = await ports().rankings.rankings({ ...DE, domain: 'www.nowhere.de', keywords: ['a'], device: 'desktop', signal: live() });
    expect(none[0]?.position).toBeNull();
  });

  it('names the keywords of a batch when a task fails', async () => {
    fake.enqueue(SEARCH_VOLUME, { json: envelope({ status_code: 40501, status_message: "Invalid Field: 'keywords'." }) });
    await expect(metrics(['a', 'b'])).rejects.toMatchObject({ name: 'ProviderError', code: 'bad_request', keywords: ['a', 'b'], providerStatus: 40501, message: expect.stringContaining("Invalid Field: 'keywords'") });
  });

  it('maps a search-engine task error to a retryable task failure', async () => {
    fake.enqueue(SERP, { json: envelope({ status_code: 40101, status_message: 'Internal SE Server Error.' }) });
    const error = await ports().serp.serp({ ...DE, keyword: 'x', signal: live() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'task_failed', retryable: true });
  });

  it('maps a top-level 50000 status to unavailable', async () => {
    fake.enqueue(SEARCH_VOLUME, { json: topLevelError(50000, 'Internal Error.') });
    await expect(metrics(['a'])).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('Internal Error') });
  });

  it('maps HTTP 401 to unauthorized', async () => {
    await expect(ports({ password: 'wrong' }).metrics.metrics({ ...DE, keywords: ['a'], lastMonth: NOV_2026, signal: live() })).rejects.toMatchObject({
      code: 'unauthorized',
      message: expect.stringContaining('DATAFORSEO_LOGIN'),
    });
  });

  it('maps HTTP 402 with its Payment Required task to no_credits_left', async () => {
    fake.enqueue(SEARCH_VOLUME, { status: 402, json: envelope({ status_code: 40200, status_message: 'Payment Required.' }) });
    await expect(metrics(['a'])).rejects.toMatchObject({ code: 'no_credits_left', keywords: ['a'] });
  });

  it('maps the documented cost-limit code inside HTTP 200 to no_credits_left', async () => {
    fake.enqueue(DIFFICULTY, { json: envelope({ status_code: 40203, status_message: 'The cost limit has been exceeded.' }) });
    await expect(metrics(['a'])).rejects.toMatchObject({ code: 'no_credits_left' });
  });

  it('waits Retry-After on HTTP 429 and then succeeds', async () => {
    fake.enqueue(SERP, { status: 429, headers: { 'retry-after': '1' }, json: topLevelError(40202, 'Rate-limit per minute is exceeded.') });
    const started = Date.now();
    const serp = await ports().serp.serp({ ...DE, keyword: 'x', signal: live() });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(serp.organic).toHaveLength(4);
    expect(fake.requests.filter((r) => r.path === SERP)).toHaveLength(2);
  });

  it('gives up after the bounded number of 429 retries', async () => {
    const tooMany = { status: 429, headers: { 'retry-after': '0' }, json: topLevelError(40202, 'Rate-limit per minute is exceeded.') };
    fake.enqueue(SERP, tooMany, tooMany, tooMany);
    await expect(ports({ maxRetries: 2 }).serp.serp({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({ code: 'rate_limited' });
    expect(fake.requests.filter((r) => r.path === SERP)).toHaveLength(3);
  });

  it('paces requests with the client-side limit', async () => {
    let now = 0;
    const slept: number[] = [];
    const clock: Clock = { now: () => now, sleep: async (ms) => void (slept.push(ms), (now += ms)) };
    const serp = ports({ requestsPerMinute: 2, clock }).serp;
    for (let i = 0; i < 3; i++) await serp.serp({ ...DE, keyword: `k${i}`, signal: live() });
    expect(slept).toEqual([60_000]);
  });

  it('reports malformed JSON as unavailable', async () => {
    fake.enqueue(SEARCH_VOLUME, { raw: '{"status_code": 20000, "tasks": [' });
    await expect(metrics(['a'])).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('not valid JSON') });
  });

  it('stops a silent server by the caller’s AbortSignal', async () => {
    fake.enqueue(SERP, { hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(ports().serp.serp({ ...DE, keyword: 'x', signal: controller.signal })).rejects.toMatchObject({ code: 'aborted', keywords: ['x'] });
  });

  it('stops a silent server by its own time-out', async () => {
    fake.enqueue(SERP, { hang: true });
    await expect(ports({ timeoutMs: 200 }).serp.serp({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('did not answer'),
    });
  });
});
