import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinDay } from '../../src/domain/update-schedule.ts';
import { monitoringUpdateHandler } from '../../server/jobs/kinds/monitoring-update/monitoring-update-handler.ts';
import type { MonitoringUpdatePayload } from '../../server/jobs/kinds/monitoring-update/monitoring-update-payload.ts';
import { RETRY_BACKOFF_MINUTES } from '../../server/monitoring/lookup-outcome.ts';
import { planMonitoringUpdates } from '../../server/monitoring/update-planner.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import type { RankTrackingPort } from '../../server/providers/ports.ts';
import { RANKINGS_HOST_PATH } from '../../server/providers/rankings-host/rankings-host-call.ts';
import { defaultCompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { startFakeProviderServer, type RecordedRequest } from '../support/fake-provider-server.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from './harness.ts';

/** Berlin wall-clock time on a day, as the UTC instant (winter: UTC+1). */
const berlin = (day: string, clock: string) => new Date(`${day}T${clock}:00+01:00`);

describe.each(databaseKinds)('monitoring schedule and update job on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await seededDatabase(kind);
  });
  afterAll(() => database.drop());
  const db = () => database.handle.db;

  it('plans each project once a day with two runners ticking on a simulated clock', async () => {
    const projects = await db().selectFrom('monitoring_projects').select('id').where('deleted_at', 'is', null).execute();
    // A winter day well after the seed, so every project is due once its time has passed.
    const day = addDays(berlinDay(new Date()), 40);
    const dayOf = (d: Date) => berlinDay(d);
    expect(dayOf(berlin(day, '05:55'))).toBe(day);
    expect(await planMonitoringUpdates(db(), berlin(day, '05:55'))).toEqual([]);
    for (let d = 0; d < 3; d += 1) {
      const today = addDays(day, d);
      const planned: number[] = [];
      // Two instances tick every 5 minutes from 06:00 to 07:00, both at the same instants.
      for (let minute = 0; minute <= 60; minute += 5) {
        const tickAt = berlin(today, `${String(6 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
        const [a, b] = await Promise.all([planMonitoringUpdates(db(), tickAt), planMonitoringUpdates(db(), tickAt)]);
        for (const job of [...a, ...b]) {
          expect(job.payload.day).toBe(today);
          planned.push(job.payload.project_id);
        }
      }
      expect(planned.sort((x, y) => x - y)).toEqual(projects.map((p) => p.id).sort((x, y) => x - y));
    }
  });

  it('stores a failed lookup with its reason, retries it after the backoff, and lets the retry replace it', async () => {
    const project = await db().selectFrom('monitoring_projects').select(['id', 'company_id', 'domain']).where('domain', '=', 'www.demo-shop.de').executeTakeFirstOrThrow();
    const keywords = await db().selectFrom('monitoring_keywords').select(['id', 'keyword']).where('project_id', '=', project.id).orderBy('keyword').limit(3).execute();
    const failing = keywords[0]?.keyword;
    let failNow = true;
    const sample = selectProviders({});
    const flaky: RankTrackingPort = {
      async rankCheck(requests, signal) {
        const answers = await sample.rankTracking.rankCheck(requests, signal);
        return answers.map((a) => (failNow && a.keyword === failing ? { keyword: a.keyword, ok: false, reason: 'HTTP 503 from the SERP provider', retryable: true } : a));
      },
    };
    const handle = monitoringUpdateHandler({ db: db(), providers: { ...sample, rankTracking: flaky }, keywordMetrics: async ({ keywords: k }) => k.map((keyword) => ({ keyword, search_volumes: [], cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null })) });
    const today = berlinDay(new Date());
    // The seed holds today already; a success of the day would stand against a failure, so start clean.
    await db().deleteFrom('monitoring_positions').where('keyword_id', 'in', keywords.map((k) => k.id)).where('day', '=', today).execute();
    const payload: MonitoringUpdatePayload = { project_id: project.id, domain: project.domain, day: today, keyword_count: 3, trigger: 'manual' };
    const ctx = { jobId: 'test', index: 0, signal: new AbortController().signal, payload, companyId: project.company_id, userId: 2 };
    const result = await handle(keywords.map((k) => k.id), ctx, payload);
    expect(result.failed).toEqual([{ item: failing, reason: 'HTTP 503 from the SERP provider' }]);
    const stored = await db().selectFrom('monitoring_positions').selectAll().where('keyword_id', '=', keywords[0]?.id ?? 0).where('day', '=', today).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'failed', position: null, reason: 'HTTP 503 from the SERP provider' });
    expect(stored.next_retry_at).not.toBeNull();
    const retryAt = stored.next_retry_at ?? new Date();
    expect(stored.attempts).toBe(1);
    expect(retryAt.getTime() - stored.checked_at.getTime()).toBe(RETRY_BACKOFF_MINUTES[0] * 60_000);

    // Before the backoff has run out no retry is planned; after it, one retry job for that keyword alone.
    const early = await planMonitoringUpdates(db(), new Date(retryAt.getTime() - 60_000));
    expect(early.filter((j) => j.payload.trigger === 'retry')).toEqual([]);
    const due = (await planMonitoringUpdates(db(), retryAt)).filter((j) => j.payload.trigger === 'retry');
    expect(due.map((j) => [j.payload.project_id, j.batches])).toEqual([[project.id, [[keywords[0]?.id]]]]);

    failNow = false;
    const retry = { ...payload, trigger: 'retry' as const, keyword_count: 1 };
    await handle([keywords[0]?.id], { ...ctx, payload: retry }, retry);
    const replaced = await db().selectFrom('monitoring_positions').selectAll().where('keyword_id', '=', keywords[0]?.id ?? 0).where('day', '=', today).executeTakeFirstOrThrow();
    expect(replaced.status).not.toBe('failed');
    expect(replaced.reason).toBeNull();
    const visibility = await db().selectFrom('monitoring_visibility').select('domain').where('project_id', '=', project.id).where('day', '=', today).execute();
    expect(visibility.map((v) => v.domain).sort()).toEqual(['www.demo-shop.de', 'www.outdoor-markt.de', 'www.wintersport-profi.de']);
  });

  it('retries a lookup that failed late in the evening after midnight, for the day it failed on, and never one from two days back', async () => {
    const project = await db().selectFrom('monitoring_projects').select(['id']).where('domain', '=', 'www.demo-shop.de').executeTakeFirstOrThrow();
    const [late, old] = await db().selectFrom('monitoring_keywords').select('id').where('project_id', '=', project.id).orderBy('id').limit(2).execute();
    if (!late || !old) throw new Error('the seed has no keywords for www.demo-shop.de');
    // Days far from the seed's and the first test's, so nothing else of the day is there.
    const evening = '2027-02-10';
    const failed = (keywordId: number, day: string, retryAt: Date) => ({ keyword_id: keywordId, day, status: 'failed' as const, position: null, url: null, reason: 'HTTP 503 from the SERP provider', attempts: 1, next_retry_at: retryAt, checked_at: new Date(retryAt.getTime() - 15 * 60_000) });
    await db().insertInto('monitoring_positions').values([
      failed(late.id, evening, berlin(evening, '23:59')),
      failed(old.id, addDays(evening, -1), berlin(addDays(evening, -1), '23:59')),
    ]).execute();
    const retries = (await planMonitoringUpdates(db(), berlin(addDays(evening, 1), '00:05'))).filter((j) => j.payload.trigger === 'retry');
    expect(retries.map((j) => [j.payload.project_id, j.payload.day, j.batches])).toEqual([[project.id, evening, [[late.id]]]]);
  });

  it('looks a white-label company’s positions up through its own rankings host, not the configured provider', async () => {
    // The partner's host: SPEC §7 body in, `{rankings: [{keyword, ranking, datetime}]}` out; the first keyword does not rank.
    const host = await startFakeProviderServer((request: RecordedRequest) => {
      if (request.path !== RANKINGS_HOST_PATH) return { status: 404, json: { error: 'not found' } };
      const body = request.body as { keywords_array: string[] };
      return { json: { rankings: body.keywords_array.map((keyword, i) => ({ keyword, ranking: i === 0 ? null : i + 3, datetime: '2026-11-25T06:00:00Z' })) } };
    });
    try {
      const project = await db().selectFrom('monitoring_projects').select(['id', 'company_id', 'domain']).where('company_id', '=', 3).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
      await db().updateTable('companies').set({ settings: { ...defaultCompanySettings, theme: 'whitelabel', rankings_host: host.url } }).where('id', '=', 3).execute();
      const keywords = await db().selectFrom('monitoring_keywords').select(['id', 'keyword']).where('project_id', '=', project.id).orderBy('id').limit(3).execute();
      const sample = selectProviders({});
      const unused: RankTrackingPort = { rankCheck: () => Promise.reject(new Error('the configured provider must not be asked for a company with its own host')) };
      const handle = monitoringUpdateHandler({ db: db(), providers: { ...sample, rankTracking: unused }, keywordMetrics: async ({ keywords: k }) => k.map((keyword) => ({ keyword, search_volumes: [], cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null })) });
      const today = berlinDay(new Date());
      await db().deleteFrom('monitoring_positions').where('keyword_id', 'in', keywords.map((k) => k.id)).where('day', '=', today).execute();
      const payload: MonitoringUpdatePayload = { project_id: project.id, domain: project.domain, day: today, keyword_count: 3, trigger: 'manual' };
      const result = await handle(keywords.map((k) => k.id), { jobId: 'host', index: 0, signal: new AbortController().signal, payload, companyId: 3, userId: 5 }, payload);
      expect(result.failed ?? []).toEqual([]);
      expect(host.requests).toHaveLength(1);
      expect(host.requests[0]?.body).toMatchObject({ company_id: 3, domain: project.domain, keywords_array: keywords.map((k) => k.keyword) });
      const stored = await db().selectFrom('monitoring_positions').select(['keyword_id', 'status', 'position']).where('keyword_id', 'in', keywords.map((k) => k.id)).where('day', '=', today).orderBy('keyword_id').execute();
      expect(stored.map((r) => r.position)).toEqual([null, 4, 5]);
      expect(stored.map((r) => r.status)).not.toContain('failed');
    } finally {
      await host.close();
    }
  });
});
