import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_JOBS, type RecentJobsResponse } from '../../src/domain/contracts/jobs.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const MARKET = { location: 2276, language: 'de' };
const brandPayload = { dashboard_id: 1, listname: 'sportmarken', name: 'Sportmarken', ...MARKET, keyword_count: 145, brand_count: 5, claim: 'home-test' };

describe.each(databaseKinds)('Home: the company\'s recent jobs on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let basic: LoggedIn;
  let orange: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, basic, orange] = await Promise.all([login('power@demo.test'), login('basic@demo.test'), login('orange@demo.test')]);
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
    const job = (id: string, company: number, kindName: string, status: 'running' | 'done' | 'failed', done: number, total: number, payload: Record<string, unknown>, minutes: number) => ({
      id, kind: kindName, company_id: company, user_id: company === 1 ? power.id : orange.id, status, payload, total_batches: total, done_batches: done,
      error: status === 'failed' ? 'the provider answered 500' : null, created_at: at(minutes), updated_at: at(minutes),
    });
    await t.database.handle.db
      .insertInto('jobs')
      .values([
        job('home-volume-running', 1, 'bulk-volume', 'running', 1, 3, { ...MARKET, keyword_count: 2100 }, 5),
        job('home-brands-done', 1, 'brand-index', 'done', 1, 1, brandPayload, 4),
        job('home-volume-failed', 1, 'bulk-volume', 'failed', 0, 2, { ...MARKET, keyword_count: 800 }, 3),
        job('home-broken-payload', 1, 'bulk-volume', 'done', 1, 1, { location: 'nowhere' }, 6),
        job('home-unknown-kind', 1, 'no-such-kind', 'done', 1, 1, {}, 7),
        job('home-orange-volume', 2, 'bulk-volume', 'running', 0, 1, { ...MARKET, keyword_count: 10 }, 8),
      ])
      .execute();
  });
  afterAll(async () => t.close());

  const recent = (who: LoggedIn, body: unknown = { company_id: who.company_id }) => t.post('/api/jobs/recent', body, { token: who.token });
  const ours = (answer: RecentJobsResponse) => answer.jobs.filter((job) => job.id.startsWith('home-'));

  it('lists the company\'s jobs newest first with their titles, screens and progress', async () => {
    const answer = await recent(power);
    expect(answer.statusCode, answer.body).toBe(200);
    const jobs = answer.json<RecentJobsResponse>();
    expect(jobs.jobs.length).toBeLessThanOrEqual(RECENT_JOBS);
    expect(ours(jobs).map((job) => job.id)).toEqual(['home-volume-running', 'home-brands-done', 'home-volume-failed']);
    const [running, brands, failed] = ours(jobs);
    expect(running).toMatchObject({ kind: 'bulk-volume', status: 'running', progress: 33, done_batches: 1, total_batches: 3, link: '/searchvolume?job=home-volume-running' });
    expect(running?.title).toMatch(/2\.100 keywords/u);
    expect(brands).toMatchObject({ kind: 'brand-index', status: 'done', progress: 100, link: '/brand-index/sportmarken' });
    expect(brands?.title).toContain('Sportmarken');
    expect(failed).toMatchObject({ status: 'failed', progress: 0, error: 'the provider answered 500' });
  });

  it('leaves out jobs whose screen the person may not open (plan 1: no brand index)', async () => {
    const jobs = (await recent(basic)).json<RecentJobsResponse>();
    expect(ours(jobs).map((job) => job.id)).toEqual(['home-volume-running', 'home-volume-failed']);
  });

  it('shows each company only its own jobs', async () => {
    const jobs = (await recent(orange)).json<RecentJobsResponse>();
    expect(ours(jobs).map((job) => job.id)).toEqual(['home-orange-volume']);
    const refused = await recent(power, { company_id: 2 });
    expect(refused.statusCode).toBe(403);
  });

  it('answers a bad body with a 400 naming the field, and no session with a 401', async () => {
    const bad = await recent(power, { company_id: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('company_id');
    expect((await recent(power, { company_id: 1, extra: true })).statusCode).toBe(400);
    expect((await t.post('/api/jobs/recent', { company_id: 1 })).statusCode).toBe(401);
  });
});
