import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS, type DataForSeoConfig } from '../../server/providers/dataforseo/index.ts';
import type { Device, RankCheckOutcome, RankCheckRequest } from '../../server/providers/ports.ts';
import { FAKE_LOGIN, FAKE_PASSWORD, topLevelError } from '../support/fake-dataforseo.ts';
import {
  expectedPosition,
  LIVE,
  NOT_RANKING,
  startFakeSerpTasks,
  TASK_GET,
  TASK_POST,
  TASKS_READY,
  TRACKED_DOMAIN,
  type FakeSerpTasks,
} from '../support/fake-dataforseo-serp-tasks.ts';

const DAY = '2026-11-25';
let fake: FakeSerpTasks;

beforeAll(async () => {
  fake = await startFakeSerpTasks();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.controls.postErrors.clear();
  fake.controls.taskErrors.clear();
  fake.controls.neverReady.clear();
  fake.controls.readyAfterMs = 0;
  fake.controls.getOutages = 0;
});

const QUICK = { firstPollMs: 20, maxPollMs: 60, waitBudgetMs: 2000 };

function tracker(overrides: Partial<DataForSeoConfig> = {}) {
  return createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: FAKE_PASSWORD, timeoutMs: 5000, serpQueue: QUICK, ...overrides }).rankTracking;
}

function requests(keywords: readonly string[], device: Device = 'desktop'): RankCheckRequest[] {
  return keywords.map((keyword) => ({ keyword, device, day: DAY, location: 2276, language: 'de' }));
}

const live = () => new AbortController().signal;
const positionOf = (outcome: RankCheckOutcome | undefined) => (outcome?.ok ? (outcome.organic.find((r) => r.domain === TRACKED_DOMAIN)?.position ?? null) : 'failed');
const posts = () => fake.requests.filter((r) => r.path === TASK_POST);

describe('DataForSEO rank tracking: the standard SERP queue', () => {
  it('sets 250 keywords in 3 task_post calls of at most 100 tagged tasks and answers every keyword in order', async () => {
    const keywords = Array.from({ length: 250 }, (_, i) => `winterjacke ${i}`);
    const outcomes = await tracker().rankCheck(requests(keywords, 'tablet'), live());
    expect(posts().map((r) => (r.body as unknown[]).length)).toEqual([100, 100, 50]);
    const sent = posts().flatMap((r) => r.body as Record<string, unknown>[]);
    expect(sent[0]).toEqual({ keyword: 'winterjacke 0', location_code: 2276, language_code: 'de', device: 'mobile', depth: 100, tag: '0' });
    expect(sent.map((t) => t['tag'])).toEqual(keywords.map((_, i) => String(i)));
    expect(fake.requests.some((r) => r.path === TASKS_READY && r.method === 'GET')).toBe(true);
    expect(fake.requests.filter((r) => r.path.startsWith(`${TASK_GET}/`))).toHaveLength(250);
    expect(outcomes.map((o) => o.keyword)).toEqual(keywords);
    expect(outcomes.map(positionOf)).toEqual(keywords.map(expectedPosition));
  });

  it('maps a finished task to its organic results, SERP features and lookup time; not ranking is an answer, not a failure', async () => {
    const [glow, nowhere] = await tracker().rankCheck(requests(['glühwein', NOT_RANKING]), live());
    expect(glow).toMatchObject({ keyword: 'glühwein', ok: true, features: [1, 3, 10], checkedAt: '2026-11-25T06:12:41.000Z' });
    const organic = glow?.ok ? glow.organic : [];
    expect(organic).toHaveLength(10);
    expect(organic[0]).toEqual({ position: 1, url: 'https://www.rival1.example/gl%C3%BChwein', domain: 'www.rival1.example', title: 'glühwein – www.rival1.example', description: 'Alles über glühwein' });
    expect(positionOf(glow)).toBe(9);
    expect(nowhere).toMatchObject({ ok: true });
    expect(positionOf(nowhere)).toBeNull();
  });

  it('keeps a task error that keyword’s failure while the others succeed', async () => {
    fake.controls.taskErrors.set('b', { status_code: 40101, status_message: 'Internal SE Server Error.' });
    fake.controls.postErrors.set('c', { status_code: 40501, status_message: "Invalid Field: 'keyword'." });
    const outcomes = await tracker().rankCheck(requests(['a', 'b', 'c', 'd']), live());
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, false, true]);
    expect(outcomes[1]).toEqual({ keyword: 'b', ok: false, reason: 'DataForSEO could not complete the lookup: Internal SE Server Error (status 40101).', retryable: true });
    expect(outcomes[2]).toMatchObject({ keyword: 'c', ok: false, retryable: false, reason: expect.stringContaining("Invalid Field: 'keyword'") });
    expect(outcomes.map(positionOf)).toEqual([2, 'failed', 'failed', 2]);
  });

  it('ends a task that never finishes as a retryable failure when the time budget runs out', async () => {
    fake.controls.neverReady.add('hängt');
    const started = Date.now();
    const outcomes = await tracker({ serpQueue: { ...QUICK, waitBudgetMs: 300 } }).rankCheck(requests(['fertig', 'hängt']), live());
    // Without the budget it would wait for good (the task never becomes ready); the bound is loose for a busy machine.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(outcomes[0]).toMatchObject({ keyword: 'fertig', ok: true });
    expect(outcomes[1]).toEqual({ keyword: 'hängt', ok: false, reason: 'DataForSEO had not finished the lookup after 1 s.', retryable: true });
    // The last round asks for the waiting task directly, in case another client emptied the ready list.
    const stuckId = [...fake.tasks.values()].find((t) => t.body['keyword'] === 'hängt')?.id;
    expect(fake.requests.some((r) => r.path === `${TASK_GET}/${stuckId}`)).toBe(true);
  });

  it('keeps waiting through an outage of tasks_ready or task_get and still collects every task', async () => {
    fake.enqueue(TASKS_READY, { status: 500, raw: 'Internal Server Error' });
    const first = await tracker().rankCheck(requests(['eins', 'zwei']), live());
    expect(first.map(positionOf)).toEqual([5, 5]);
    fake.controls.getOutages = 1;
    const second = await tracker().rankCheck(requests(['drei', 'vier']), live());
    expect(second.every((o) => o.ok)).toBe(true);
  });

  it('collects tasks only once they are listed as ready', async () => {
    fake.controls.readyAfterMs = 400;
    const outcomes = await tracker().rankCheck(requests(['später a', 'später b']), live());
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.requests.filter((r) => r.path === TASKS_READY).length).toBeGreaterThan(1);
    expect(fake.requests.filter((r) => r.path.startsWith(`${TASK_GET}/`))).toHaveLength(2);
  });
});

describe('DataForSEO rank tracking: errors of the account, live lookups, cancelling', () => {
  it('throws the mapped error when the login is refused', async () => {
    const refused = createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: 'wrong', timeoutMs: 5000, serpQueue: QUICK }).rankTracking;
    await expect(refused.rankCheck(requests(['a', 'b']), live())).rejects.toMatchObject({ name: 'ProviderError', code: 'unauthorized', providerStatus: 401 });
    await expect(refused.rankCheck(requests(['a']), live())).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('throws the mapped error when the account has no money left, whether said by HTTP, the envelope or a task', async () => {
    fake.enqueue(TASK_POST, { status: 402, json: topLevelError(40200, 'Payment Required.') });
    await expect(tracker().rankCheck(requests(['a', 'b']), live())).rejects.toMatchObject({ code: 'no_credits_left', retryable: false });
    fake.enqueue(TASK_POST, { json: topLevelError(40210, 'Insufficient funds. Please top up your balance.') });
    await expect(tracker().rankCheck(requests(['a', 'b']), live())).rejects.toMatchObject({ code: 'no_credits_left', providerStatus: 40210 });
    fake.controls.postErrors.set('b', { status_code: 40200, status_message: 'Payment Required.' });
    await expect(tracker().rankCheck(requests(['a', 'b']), live())).rejects.toMatchObject({ code: 'no_credits_left', keywords: ['b'] });
  });

  it('looks one keyword up now through live/advanced, without the queue', async () => {
    const [outcome] = await tracker().rankCheck(requests(['skihose'], 'mobile'), live());
    expect(fake.requests.map((r) => r.path)).toEqual([LIVE]);
    expect(fake.requests[0]?.body).toEqual([{ keyword: 'skihose', location_code: 2276, language_code: 'de', device: 'mobile', depth: 100 }]);
    expect(outcome).toMatchObject({ keyword: 'skihose', ok: true, features: [1, 3, 10] });
    expect(positionOf(outcome)).toBe(8);
    fake.controls.taskErrors.set('skihose', { status_code: 40101, status_message: 'Internal SE Server Error.' });
    const [failed] = await tracker().rankCheck(requests(['skihose']), live());
    expect(failed).toMatchObject({ ok: false, retryable: true });
  });

  it('stops waiting at once when the signal is aborted', async () => {
    fake.controls.readyAfterMs = 60_000;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(tracker({ serpQueue: { ...QUICK, waitBudgetMs: 60_000 } }).rankCheck(requests(['a', 'b']), controller.signal)).rejects.toMatchObject({ code: 'aborted' });
    // Without the abort it would wait the 60 s budget; the bound is loose for a busy machine.
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(tracker().rankCheck(requests(['a', 'b']), AbortSignal.abort())).rejects.toMatchObject({ code: 'aborted' });
  });
});
