import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { createBullmqRunner } from '../../server/jobs/bullmq-runner.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import type { BrandCreateResponse, BrandDashboardResponse, BrandIndexResponse } from '../../src/domain/contracts/brands.ts';
import type { NotificationListResponse } from '../../src/domain/contracts/notifications.ts';
import { MARKET, manyBrands } from './brands-support.ts';
import { useBullmqFixture } from './bullmq-fixture.ts';
import { databaseKinds, nextClientAddress } from './harness.ts';
import { quietLog, ScriptedMetrics, scriptedProviders, waitFor } from './volume-jobs-support.ts';

const redisUrl = process.env.REDIS_URL;
// 6 brands × 350 keywords = 2,100 keywords: three batches of 700; keyword 1,400 opens the fifth brand.
const BRANDS = manyBrands(6, 350);
const HELD = 'marke4';

// The server stops in the third batch and starts again with BullMQ: the new worker takes the job over
// and looks up only the unfinished batch, on PGlite and on PostgreSQL (issue 18).
describe.each(databaseKinds)('brand index restart with BullMQ on %s', (kind) => {
  const fx = useBullmqFixture(kind);

  it.runIf(redisUrl)('continues from the first unfinished batch and redoes none of the finished ones', async () => {
    if (!redisUrl || !fx.database) throw new Error('not set up');
    const handle = fx.database.handle;
    const serve = async (metrics: ScriptedMetrics) => {
      const jobPort = await createBullmqRunner({ db: handle.db, redisUrl, prefix: fx.prefix, log: quietLog, retry: { attempts: 2, baseDelayMs: 10 } });
      fx.runners.push(jobPort);
      const app = await buildApp({ database: handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers: scriptedProviders(metrics), jobPort });
      return { jobPort, app };
    };

    const before = new ScriptedMetrics();
    before.hold(HELD);
    const first = await serve(before);
    const login = await first.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'power@demo.test', pass: DEMO_PASSWORD }, remoteAddress: nextClientAddress() });
    const { token } = login.json<{ token: string }>();
    const call = (app: typeof first.app, url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    const created = await call(first.app, '/api/brands/create', { company_id: 1, name: 'Neustart', ...MARKET, brands: BRANDS });
    expect(created.statusCode, created.body).toBe(200);
    const { job } = created.json<BrandCreateResponse>();
    const card = async (app: typeof first.app) => (await call(app, '/api/brands/get', { company_id: 1, listname: 'neustart' })).json<BrandDashboardResponse>().dashboard;
    await waitFor(async () => (await card(first.app)).progress === 66 && before.callsWith(HELD) === 1);

    // Stop as server/main.ts does: the app first, then its runner.
    await first.app.close();
    await first.jobPort.close();
    expect(await handle.db.selectFrom('jobs').select(['status', 'done_batches']).where('id', '=', job.job_id).executeTakeFirst()).toEqual({ status: 'running', done_batches: 2 });

    const after = new ScriptedMetrics();
    const second = await serve(after);
    try {
      await waitFor(async () => (await card(second.app)).status === 'done');
      expect(await card(second.app)).toMatchObject({ status: 'done', progress: 100, job_id: job.job_id });
      // Only the third batch was looked up again; the 1,400 keywords of the first two were not.
      expect(after.calls.map((c) => c.keywords[0])).toEqual([HELD]);
      const index = (await call(second.app, '/api/brands/index', { company_id: 1, listname: 'neustart' })).json<BrandIndexResponse>();
      expect(index.keywords).toHaveLength(2100);
      expect(index.brands.map((b) => b.name)).toEqual(BRANDS.map((b) => b.name));
      await waitFor(async () => (await call(second.app, '/api/notifications/list', { company_id: 1 })).json<NotificationListResponse>().notifications.find((n) => n.id === job.job_id)?.type === 2);
    } finally {
      before.release(HELD);
      await second.app.close();
    }
  });
});
