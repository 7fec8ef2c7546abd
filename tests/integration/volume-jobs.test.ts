import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import { NO_CREDITS_LEFT, NO_CREDITS_LEFT_MESSAGE, type NotificationListResponse } from '../../src/domain/contracts/notifications.ts';
import type { VolumeJob, VolumeJobStartResponse } from '../../src/domain/contracts/volume-jobs.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { GERMANY, getJob, keywordList, ScriptedMetrics, scriptedProviders, settled, waitFor } from './volume-jobs-support.ts';

const fastRetry = { attempts: 3, baseDelayMs: 30, factor: 2, maxDelayMs: 1000 };

describe.each(databaseKinds)('bulk volume jobs on %s', (kind) => {
  let t: TestApp;
  const metrics = new ScriptedMetrics();
  let power: LoggedIn;
  let basic: LoggedIn;
  let orange: LoggedIn;
  let ideas: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { providers: scriptedProviders(metrics), jobRetry: fastRetry });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, basic, orange, ideas] = await Promise.all([login('power@demo.test'), login('basic@demo.test'), login('orange@demo.test'), login('ideas@demo.test')]);
  });
  afterAll(async () => t.close());

  const start = async (who: LoggedIn, keywords: string[], companyId = who.company_id) => {
    const response = await t.post('/api/research/volume-jobs/start', { company_id: companyId, keywords, ...GERMANY }, { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VolumeJobStartResponse>();
  };
  const results = async (who: LoggedIn, jobId: string, offset: number, limit: number) => {
    const response = await t.post('/api/research/volume-jobs/results', { company_id: who.company_id, job_id: jobId, offset, limit }, { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rows: KeywordRow[]; total: number }>();
  };
  const notifications = async (who: LoggedIn, companyId = who.company_id) => {
    const response = await t.post('/api/notifications/list', { company_id: companyId }, { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListResponse>();
  };

  it('starts with the rejected lines named, looks up only valid keywords, and pages the rows in input order', async () => {
    const valid = keywordList(1500);
    metrics.knowsNothingOf(valid[3] ?? '');
    const input = [...valid.slice(0, 10), 'x'.repeat(81), ...valid.slice(10, 20), 'one two three four five six seven eight nine ten eleven', valid[0] ?? '', '', ...valid.slice(20)];
    const started = await start(power, input);
    expect(started).toMatchObject({ accepted: 1500, total_batches: 3 });
    expect(started.rejected).toEqual([
      { line: 11, phrase: 'x'.repeat(81), message: 'not more than 80 characters per phrase' },
      { line: 22, phrase: 'one two three four five six seven eight nine ten eleven', message: 'not more than 10 words per phrase' },
    ]);
    const job = await settled(t, power.token, power.company_id, started.job_id);
    expect(job).toMatchObject({ status: 'done', done_batches: 3, total_batches: 3, progress: 100, keyword_count: 1500, failed: [], error: null, ...GERMANY });
    expect(metrics.calls.some((call) => call.keywords.some((k) => k.length > 80))).toBe(false);

    const first = await results(power, started.job_id, 0, 1000);
    const second = await results(power, started.job_id, 1000, 1000);
    expect(first.total).toBe(1500);
    expect(first.rows).toHaveLength(1000);
    expect(second.rows).toHaveLength(500);
    expect([...first.rows, ...second.rows].map((row) => row.keyword)).toEqual(valid);
    // A keyword the provider knows nothing of is a row with empty metrics, not a failure.
    expect(first.rows[3]).toMatchObject({ keyword: valid[3], avgsv: null, search_volumes: [] });
    expect(first.rows[0]?.avgsv).toEqual(expect.any(Number));

    // A colleague may open the job from the company's notification; only its starter sees it as recent.
    expect((await getJob(t, basic.token, basic.company_id, started.job_id)).status).toBe('done');
    const recent = await t.post('/api/research/volume-jobs/recent', { company_id: power.company_id }, { token: power.token });
    expect(recent.json<{ jobs: VolumeJob[] }>().jobs[0]?.id).toBe(started.job_id);
    const othersRecent = await t.post('/api/research/volume-jobs/recent', { company_id: basic.company_id }, { token: basic.token });
    expect(othersRecent.json<{ jobs: VolumeJob[] }>().jobs.map((j) => j.id)).not.toContain(started.job_id);
  });

  it('splits 10,000 keywords into 15 batches, the last of 200, and returns all 10,000 rows', async () => {
    const keywords = keywordList(10_000, 'glühwein');
    const started = await start(power, keywords);
    expect(started).toMatchObject({ accepted: 10_000, total_batches: 15 });
    const job = await settled(t, power.token, power.company_id, started.job_id);
    expect(job).toMatchObject({ status: 'done', done_batches: 15, progress: 100 });
    const batchCalls = metrics.calls.filter((call) => call.keywords[0]?.startsWith(keywords[0]?.slice(0, -1) ?? '-'));
    expect(batchCalls.map((call) => call.keywords.length)).toEqual([...Array<number>(14).fill(700), 200]);
    const page = await results(power, started.job_id, 9_500, 5000);
    expect(page).toMatchObject({ total: 10_000 });
    expect(page.rows.map((row) => row.keyword)).toEqual(keywords.slice(9_500));
  });

  it('answers the same keywords again from the cache at once: stored done, no provider call, the same rows and a done message', async () => {
    // Spelled differently the second time (the cache keys identities): the rows keep the asker's spelling.
    const keywords = keywordList(1500, 'handschuhe');
    const first = await start(power, keywords);
    await settled(t, power.token, power.company_id, first.job_id);
    const callsBefore = metrics.calls.length;
    const again = keywords.map((keyword, i) => (i % 7 === 0 ? keyword.toUpperCase() : keyword));
    const second = await start(power, again);
    expect(second).toMatchObject({ accepted: 1500, total_batches: 3 });
    // Done when start answers: no runner, no polling.
    expect(await getJob(t, power.token, power.company_id, second.job_id)).toMatchObject({ status: 'done', done_batches: 3, total_batches: 3, progress: 100, failed: [], error: null });
    expect(metrics.calls.length).toBe(callsBefore);
    const rows = async (jobId: string) => [...(await results(power, jobId, 0, 1000)).rows, ...(await results(power, jobId, 1000, 1000)).rows];
    const before = await rows(first.job_id);
    const now = await rows(second.job_id);
    expect(now.map((row) => row.keyword)).toEqual(again);
    expect(now.map((row) => ({ ...row, keyword: row.keyword.toLowerCase() }))).toEqual(before);
    await waitFor(async () => (await notifications(power)).notifications.some((entry) => entry.id === second.job_id && entry.type === 2));

    // One keyword not cached: the job runs through the runner as before, asking only for that one.
    const third = await start(power, [...keywords.slice(0, 10), 'handschuhe ganz neu']);
    await settled(t, power.token, power.company_id, third.job_id);
    expect(metrics.calls.slice(callsBefore).map((call) => call.keywords)).toEqual([['handschuhe ganz neu']]);
  });

  it('checks session, company, right 10 and fields', async () => {
    const started = await start(power, keywordList(5));
    await settled(t, power.token, power.company_id, started.job_id);
    const body = { company_id: 1, job_id: started.job_id };
    expect((await t.post('/api/research/volume-jobs/get', body)).statusCode).toBe(401);
    // Company 2's user: not a member of company 1, and company 1's job does not exist in company 2.
    expect((await t.post('/api/research/volume-jobs/get', body, { token: orange.token })).statusCode).toBe(403);
    for (const path of ['get', 'results', 'resume']) {
      const response = await t.post(`/api/research/volume-jobs/${path}`, { company_id: orange.company_id, job_id: started.job_id }, { token: orange.token });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', field: 'job_id' });
    }
    // Right 8 only: no /searchvolume.
    const noRight = await t.post('/api/research/volume-jobs/start', { company_id: ideas.company_id, keywords: ['a'], ...GERMANY }, { token: ideas.token });
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json<{ message: string }>().message).toContain('/searchvolume');
    await t.database.handle.db.deleteFrom('user_rights').where('user_id', '=', basic.id).where('right_id', '=', 10).execute();
    try {
      expect((await t.post('/api/research/volume-jobs/get', { company_id: 1, job_id: started.job_id }, { token: basic.token })).statusCode).toBe(403);
    } finally {
      await t.database.handle.db.insertInto('user_rights').values({ user_id: basic.id, right_id: 10 }).execute();
    }

    const bad = async (payload: object) => (await t.post('/api/research/volume-jobs/start', payload, { token: power.token })).json<{ field?: string; message: string }>();
    expect(await bad({ company_id: 1, keywords: [], ...GERMANY })).toMatchObject({ field: 'keywords' });
    expect(await bad({ company_id: 1, keywords: ['a'], location: 'DE', language: 'de' })).toMatchObject({ field: 'location' });
    expect(await bad({ company_id: 1, keywords: Array<string>(10_001).fill('a'), ...GERMANY })).toMatchObject({ field: 'keywords' });
    const nothingLeft = await bad({ company_id: 1, keywords: ['x'.repeat(81), '  '], ...GERMANY });
    expect(nothingLeft).toMatchObject({ field: 'keywords' });
    expect(nothingLeft.message).toContain('line 1: not more than 80 characters per phrase');
    const tooLarge = await t.post('/api/research/volume-jobs/results', { ...body, company_id: 1, offset: 0, limit: 5001 }, { token: power.token });
    expect(tooLarge.json()).toMatchObject({ field: 'limit' });
  });

  it('keeps batches 1–8 when batch 9 fails, names its keywords and the reason, retries with backoff, and resumes', async () => {
    const keywords = keywordList(14 * 700, 'weihnachtsmarkt');
    const marker = keywords[8 * 700 + 5] ?? '';
    metrics.failOn(marker, 'unavailable');
    const started = await start(power, keywords);
    const failed = await settled(t, power.token, power.company_id, started.job_id);
    expect(failed).toMatchObject({ status: 'failed', done_batches: 8, total_batches: 14, progress: 57 });
    expect(failed.error).toContain('batch 9 of 14 failed after 3 attempts');
    expect(failed.failed).toHaveLength(700);
    expect(failed.failed[0]).toEqual({ keyword: keywords[8 * 700], reason: 'the provider refused the batch (unavailable)' });
    expect((await results(power, started.job_id, 0, 5000)).total).toBe(5600);
    expect((await results(power, started.job_id, 5000, 5000)).rows.map((r) => r.keyword)).toEqual(keywords.slice(5000, 5600));

    const tries = metrics.calls.filter((call) => call.keywords.includes(marker)).map((call) => call.at);
    expect(tries).toHaveLength(3);
    const [a = 0, b = 0, c = 0] = tries;
    expect(b - a).toBeGreaterThanOrEqual(25);
    expect(c - b).toBeGreaterThanOrEqual(55);

    const entry = (await notifications(power)).notifications.find((n) => n.id === started.job_id);
    expect(entry).toMatchObject({ type: 0, code: 'unavailable', link: `/searchvolume?job=${started.job_id}`, read: false });
    expect(entry?.message).toContain('8 batches of 14 are saved');

    metrics.recover(marker);
    const before = metrics.callsWith(keywords[0] ?? '');
    const resumed = await t.post('/api/research/volume-jobs/resume', { company_id: 1, job_id: started.job_id }, { token: power.token });
    expect(resumed.statusCode).toBe(200);
    const done = await settled(t, power.token, power.company_id, started.job_id);
    expect(done).toMatchObject({ status: 'done', done_batches: 14, failed: [], error: null });
    expect(metrics.callsWith(keywords[0] ?? '')).toBe(before);
    expect((await results(power, started.job_id, 5000, 5000)).rows.map((r) => r.keyword)).toEqual(keywords.slice(5000));
    await waitFor(async () => (await notifications(power)).notifications.find((n) => n.id === started.job_id)?.type === 2);
    expect((await notifications(power)).notifications.find((n) => n.id === started.job_id)).toMatchObject({
      type: 2,
      progress: 100,
      message: '9.800 keywords looked up.',
    });
  });

  it('fails at once without credits and says so in its own words', async () => {
    const keywords = keywordList(800, 'skiurlaub');
    metrics.failOn(keywords[750] ?? '', NO_CREDITS_LEFT);
    const started = await start(power, keywords);
    const job = await settled(t, power.token, power.company_id, started.job_id);
    expect(job).toMatchObject({ status: 'failed', done_batches: 1 });
    expect(job.error).toContain('after 1 attempt:');
    expect(metrics.callsWith(keywords[750] ?? '')).toBe(1);
    await waitFor(async () => (await notifications(power)).notifications.some((n) => n.id === started.job_id && n.type === 0));
    expect((await notifications(power)).notifications.find((n) => n.id === started.job_id)).toMatchObject({
      type: 0,
      code: NO_CREDITS_LEFT,
      message: NO_CREDITS_LEFT_MESSAGE,
      progress: 50,
    });
  });

  it('lists notifications newest first with live progress, per-user read state, and never across companies', async () => {
    const keywords = keywordList(2100, 'adventskalender');
    const held = keywords[700] ?? '';
    metrics.hold(held);
    const older = await start(power, keywordList(3, 'rodel'));
    await settled(t, power.token, power.company_id, older.job_id);
    const started = await start(power, keywords);
    await waitFor(async () => (await notifications(power)).notifications[0]?.progress === 33);
    const running = await notifications(power);
    expect(running.notifications[0]).toMatchObject({ id: started.job_id, type: 1, title: 'Search volume: 2.100 keywords', progress: 33, message: 'Batch 1 of 3' });
    const ids = running.notifications.map((n) => n.id);
    expect(ids.indexOf(started.job_id)).toBeLessThan(ids.indexOf(older.job_id));
    metrics.release(held);
    await settled(t, power.token, power.company_id, started.job_id);
    await waitFor(async () => (await notifications(power)).notifications[0]?.type === 2);
    expect((await notifications(power)).notifications[0]).toMatchObject({ id: started.job_id, type: 2, progress: 100, message: '2.100 keywords looked up.' });

    const readAll = await t.post('/api/notifications/read-all', { company_id: 1 }, { token: power.token });
    expect(readAll.json()).toEqual({ unread: 0 });
    const afterRead = await notifications(power);
    expect(afterRead.unread).toBe(0);
    expect(afterRead.notifications.every((n) => n.read)).toBe(true);
    // Read state is per person: a colleague still has them unread.
    expect((await notifications(basic)).unread).toBeGreaterThan(0);
    // A new message asks for attention again.
    const next = await start(power, keywordList(2, 'schlitten'));
    await settled(t, power.token, power.company_id, next.job_id);
    await waitFor(async () => (await notifications(power)).unread === 1);

    const company2 = await notifications(orange);
    expect(company2.notifications.map((n) => n.id)).not.toContain(started.job_id);
    expect((await t.post('/api/notifications/list', { company_id: 1 }, { token: orange.token })).statusCode).toBe(403);
    expect((await t.post('/api/notifications/read-all', { company_id: 1 }, { token: orange.token })).statusCode).toBe(403);
    expect((await t.post('/api/notifications/list', { company_id: 1 })).statusCode).toBe(401);
  });

  it('marks a job interrupted when the in-process server stops mid-job, and resumes it from the first unfinished batch', async () => {
    const metricsAfter = new ScriptedMetrics();
    const keywords = keywordList(2100, 'lebkuchen');
    const held = keywords[1400] ?? '';
    metrics.hold(held);
    const started = await start(power, keywords);
    await waitFor(async () => (await getJob(t, power.token, 1, started.job_id)).done_batches === 2 && metrics.callsWith(held) === 1);
    await t.app.close();

    const app = await buildApp({ database: t.database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers: scriptedProviders(metricsAfter) });
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${power.token}` } });
    const interrupted = (await post('/api/research/volume-jobs/get', { company_id: 1, job_id: started.job_id })).json<{ job: VolumeJob }>().job;
    expect(interrupted).toMatchObject({ status: 'interrupted', done_batches: 2, total_batches: 3 });
    const list = (await post('/api/notifications/list', { company_id: 1 })).json<NotificationListResponse>();
    expect(list.notifications.find((n) => n.id === started.job_id)).toMatchObject({ type: 0, code: 'interrupted', link: `/searchvolume?job=${started.job_id}` });
    expect((await post('/api/research/volume-jobs/results', { company_id: 1, job_id: started.job_id, offset: 0, limit: 5000 })).json()).toMatchObject({ total: 1400 });

    const resumed = (await post('/api/research/volume-jobs/resume', { company_id: 1, job_id: started.job_id })).json<{ job: VolumeJob }>().job;
    expect(['queued', 'running', 'done']).toContain(resumed.status);
    await waitFor(async () => (await post('/api/research/volume-jobs/get', { company_id: 1, job_id: started.job_id })).json<{ job: VolumeJob }>().job.status === 'done');
    // Only the third batch was asked for again; nothing finished was lost.
    expect(metricsAfter.calls.map((call) => call.keywords[0])).toEqual([keywords[1400]]);
    const rows = (await post('/api/research/volume-jobs/results', { company_id: 1, job_id: started.job_id, offset: 0, limit: 5000 })).json<{ rows: KeywordRow[] }>().rows;
    expect(rows.map((row) => row.keyword)).toEqual(keywords);
    metrics.release(held);
    await app.close();
  });
});
