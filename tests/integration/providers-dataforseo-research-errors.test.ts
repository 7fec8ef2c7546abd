import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS, type DataForSeoConfig, type DataForSeoPorts } from '../../server/providers/dataforseo/index.ts';
import type { Clock } from '../../server/providers/rate-limiter.ts';
import { AUTOCOMPLETE, BULK_PREFIX, HISTORICAL_VOLUME, KEYWORD_IDEAS, KEYWORD_SUGGESTIONS, RANKED_KEYWORDS } from '../support/fake-dataforseo-research.ts';
import { envelope, FAKE_LOGIN, FAKE_PASSWORD, startFakeDataForSeo, topLevelError, type FakeDataForSeo } from '../support/fake-dataforseo.ts';

const DE = { location: 2276, language: 'de' };
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

const ports = (overrides: Partial<DataForSeoConfig> = {}) =>
  createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: FAKE_PASSWORD, timeoutMs: 5000, ...overrides });
const live = () => new AbortController().signal;

/** Every new endpoint, the port call that reaches it, and the keywords its errors name. */
const endpoints: [string, string, (p: DataForSeoPorts, signal: AbortSignal) => Promise<unknown>, string[]][] = [
  ['matching ideas', KEYWORD_SUGGESTIONS, (p, signal) => p.ideas.ideas({ ...DE, keyword: 'glühwein', view: 'matching', limit: 10, signal }), ['glühwein']],
  ['related ideas', KEYWORD_IDEAS, (p, signal) => p.ideas.ideas({ ...DE, keyword: 'glühwein', view: 'related', limit: 10, signal }), ['glühwein']],
  ['domain keywords', RANKED_KEYWORDS, (p, signal) => p.domainKeywords.domainKeywords({ ...DE, domain: 'www.example.de', limit: 10, signal }), ['www.example.de']],
  ['autocomplete', AUTOCOMPLETE, (p, signal) => p.suggestions.suggestions({ ...DE, keyword: 'glühwein', signal }), ['glühwein']],
  ['historical volume', HISTORICAL_VOLUME, (p, signal) => p.metrics.metrics({ ...DE, keywords: ['glühwein', 'punsch'], lastMonth: { year: 2026, month: 11 }, signal }), ['glühwein', 'punsch']],
];

describe.each(endpoints)('%s (%s) failing', (_name, path, call, keywords) => {
  it.each([
    ['task 40200 Payment Required', { json: envelope({ status_code: 40200, status_message: 'Payment Required.' }) }, 'no_credits_left', false],
    ['task 40210 Insufficient funds', { json: envelope({ status_code: 40210, status_message: 'Insufficient funds.' }) }, 'no_credits_left', false],
    ['task 40201 account suspended', { json: envelope({ status_code: 40201, status_message: 'Your account was suspended.' }) }, 'unauthorized', false],
    ['task 40100 not authorized', { json: envelope({ status_code: 40100, status_message: 'You are not authorized to access this resource.' }) }, 'unauthorized', false],
    ['task 40202 rate limit', { json: envelope({ status_code: 40202, status_message: 'Rate-limit per minute is exceeded.' }) }, 'rate_limited', true],
    ['task 40101 search engine error', { json: envelope({ status_code: 40101, status_message: 'Internal SE Server Error.' }) }, 'task_failed', true],
    ['task 40501 invalid field', { json: envelope({ status_code: 40501, status_message: "Invalid Field: 'limit'." }) }, 'bad_request', false],
    ['top-level 50000', { json: topLevelError(50000, 'Internal Error.') }, 'unavailable', true],
    ['HTTP 402', { status: 402, json: topLevelError(40200, 'Payment Required.') }, 'no_credits_left', false],
    ['HTTP 500', { status: 500, raw: 'Internal Server Error' }, 'unavailable', true],
    ['HTTP 503', { status: 503, raw: '' }, 'unavailable', true],
    ['a dropped connection', { drop: true as const }, 'unavailable', true],
  ] as const)('maps %s', async (_label, reply, code, retryable) => {
    fake.enqueue(path, reply);
    const error = await call(ports(), live()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ProviderError', code, retryable, keywords });
  });

  it('maps a refused login (HTTP 401) to unauthorized', async () => {
    await expect(call(ports({ password: 'wrong' }), live())).rejects.toMatchObject({ code: 'unauthorized', message: expect.stringContaining('DATAFORSEO_PASSWORD') });
  });

  it('waits Retry-After on HTTP 429 and then answers', async () => {
    fake.enqueue(path, { status: 429, headers: { 'retry-after': '0.3' }, json: topLevelError(40202, 'Rate-limit per minute is exceeded.') });
    const started = Date.now();
    await expect(call(ports(), live())).resolves.toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(fake.requests.filter((r) => r.path === path)).toHaveLength(2);
  });

  it('gives up as rate_limited after the bounded retries', async () => {
    const tooMany = { status: 429, headers: { 'retry-after': '0' }, json: topLevelError(40202, 'Rate-limit per minute is exceeded.') };
    fake.enqueue(path, tooMany, tooMany);
    await expect(call(ports({ maxRetries: 1 }), live())).rejects.toMatchObject({ code: 'rate_limited' });
    expect(fake.requests.filter((r) => r.path === path)).toHaveLength(2);
  });

  it('stops a silent server by the caller’s AbortSignal, and sends nothing once aborted', async () => {
    fake.enqueue(path, { hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(call(ports(), controller.signal)).rejects.toMatchObject({ code: 'aborted', keywords });
    fake.requests.length = 0;
    await expect(call(ports(), AbortSignal.abort())).rejects.toMatchObject({ code: 'aborted' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the rate limit of the research endpoints', () => {
  const fakeClock = () => {
    const clock = { now: 0, slept: [] as number[] };
    const asClock: Clock = { now: () => clock.now, sleep: async (ms) => void (clock.slept.push(ms), (clock.now += ms)) };
    return { clock, asClock };
  };

  it('shares the account’s limit across endpoints and waits rather than floods', async () => {
    const { clock, asClock } = fakeClock();
    const p = ports({ requestsPerMinute: 2, clock: asClock });
    for (const [, , call] of endpoints) await call(p, live());
    // Five calls at two a minute: the third and the fifth wait for the window to move on.
    expect(clock.slept).toEqual([60_000, 60_000]);
    expect(fake.requests).toHaveLength(5);
  });

  it('paces the 700-keyword batches of historical volume one after the other', async () => {
    const { clock, asClock } = fakeClock();
    const keywords = Array.from({ length: 2000 }, (_, i) => `${BULK_PREFIX}${i}`);
    await ports({ requestsPerMinute: 1, clock: asClock }).metrics.metrics({ ...DE, keywords, lastMonth: { year: 2026, month: 11 }, signal: live() });
    expect(fake.requests.map((r) => ((r.body as { keywords: string[] }[])[0]?.keywords ?? []).length)).toEqual([700, 700, 600]);
    expect(clock.slept).toEqual([60_000, 60_000]);
  });
});
