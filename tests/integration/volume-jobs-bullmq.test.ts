import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { createBullmqRunner } from '../../server/jobs/bullmq-runner.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import type { NotificationListResponse } from '../../src/domain/contracts/notifications.ts';
import type { VolumeJob } from '../../src/domain/contracts/volume-jobs.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { useBullmqFixture } from './bullmq-fixture.ts';
import { databaseKinds, nextClientAddress } from './harness.ts';
import { GERMANY, keywordList, quietLog, ScriptedMetrics, scriptedProviders, waitFor } from './volume-jobs-support.ts';

const redisUrl = process.env.REDIS_URL;

// The server stops mid-job and starts again with BullMQ: the new worker picks the job up at once,
// before the new app has registered its handler, and continues at the first unfinished batch.
describe.each(databaseKinds)('bulk volume restart with BullMQ on %s', (kind) => {
  const fx = useBullmqFixture(kind);

  it.runIf(redisUrl)('continues from the first unfinished batch and loses nothing', async () => {
    if (!redisUrl || !fx.database) throw new Error('not set up');
    const handle = fx.database.handle;
    const runnerOptions = { db: handle.db, redisUrl, prefix: fx.prefix, log: quietLog, retry: { attempts: 2, baseDelayMs: 10 } };
    const serve = async (metrics: ScriptedMetrics) => {
      const jobPort = await createBullmqRunner(runnerOptions);
      fx.runners.push(jobPort);
      return { jobPort, start: async () => buildApp({ database: handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers: scriptedProviders(metrics), jobPort }) };
    };

    const before = new ScriptedMetrics();
    const keywords = keywordList(2800, 'eisstockschießen');
    before.hold(keywords[1400] ?? '');
    const first = await serve(before);
    const app = await first.start();
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'power@demo.test', pass: DEMO_PASSWORD }, remoteAddress: nextClientAddress() });
    const { token } = login.json<{ token: string }>();
    const call = (target: typeof app, url: string, payload: object) => target.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    const started = (await call(app, '/api/research/volume-jobs/start', { company_id: 1, keywords, ...GERMANY })).json<{ job_id: string }>();
    const jobOf = async (target: typeof app) => (await call(target, '/api/research/volume-jobs/get', { company_id: 1, job_id: started.job_id })).json<{ job: VolumeJob }>().job;
    await waitFor(async () => (await jobOf(app)).done_batches === 2 && before.callsWith(keywords[1400] ?? '') === 1);

    // Stop: app first, then its runner, as server/main.ts does.
    await app.close();
    await first.jobPort.close();
    expect(await handle.db.selectFrom('jobs').select(['status', 'done_batches']).where('id', '=', started.job_id).executeTakeFirst()).toEqual({ status: 'running', done_batches: 2 });

    const after = new ScriptedMetrics();
    const second = await serve(after);
    // The new worker already holds the job; without a handler it must wait, not fail it.
    await sleep(400);
    expect((await handle.db.selectFrom('jobs').select('status').where('id', '=', started.job_id).executeTakeFirstOrThrow()).status).not.toBe('failed');
    const app2 = await second.start();
    try {
      await waitFor(async () => (await jobOf(app2)).status === 'done');
      expect(await jobOf(app2)).toMatchObject({ status: 'done', done_batches: 4, failed: [], error: null });
      expect(after.calls.map((c) => c.keywords[0])).toEqual([keywords[1400], keywords[2100]]);
      const rows = (await call(app2, '/api/research/volume-jobs/results', { company_id: 1, job_id: started.job_id, offset: 0, limit: 5000 })).json<{ rows: KeywordRow[] }>().rows;
      expect(rows.map((row) => row.keyword)).toEqual(keywords);
      await waitFor(async () => (await call(app2, '/api/notifications/list', { company_id: 1 })).json<NotificationListResponse>().notifications[0]?.type === 2);
    } finally {
      before.release(keywords[1400] ?? '');
      await app2.close();
    }
  });
});
