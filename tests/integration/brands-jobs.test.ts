import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import type { BrandCreateResponse, BrandDashboardResponse, BrandIndexResponse, BrandJobStartResponse } from '../../src/domain/contracts/brands.ts';
import type { NotificationListResponse, NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import { MARKET, getCard, manyBrands } from './brands-support.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, seededDatabase, type LoggedIn, type TestApp, type TestDatabase } from './harness.ts';
import { closeAllSockets, connected, joinCompany, openSocket, settle, startLiveServer, waitUntil, type LiveServer } from './realtime-harness.ts';
import { ScriptedMetrics, scriptedProviders, waitFor } from './volume-jobs-support.ts';

// 6 brands × 350 keywords = 2,100 keywords: three batches of 700 (SPEC §7, §9).
const BRANDS = manyBrands(6, 350);
const createBody = (name: string) => ({ company_id: 1, name, ...MARKET, brands: BRANDS });

describe.each(httpOnlyKinds)('brand index runs on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  const metrics = new ScriptedMetrics();

  beforeAll(async () => {
    t = await createTestApp(kind, { providers: scriptedProviders(metrics) });
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(async () => t.close());

  it('keeps finished batches when the server stops mid-run, and a refresh looks up only the rest', async () => {
    // Batch order is brand by brand, name first: keyword 1,400 opens the fifth brand.
    const held = 'marke4';
    metrics.hold(held);
    const created = await t.post('/api/brands/create', createBody('Neustart'), { token: power.token });
    expect(created.statusCode, created.body).toBe(200);
    const { job } = created.json<BrandCreateResponse>();
    expect(job.total_batches).toBe(3);
    await waitFor(async () => (await getCard(t, power.token, 1, 'neustart')).progress === 66 && metrics.callsWith(held) === 1);
    await t.app.close();

    const metricsAfter = new ScriptedMetrics();
    const app = await buildApp({ database: t.database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers: scriptedProviders(metricsAfter) });
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${power.token}` } });
    const card = async () => (await post('/api/brands/get', { company_id: 1, listname: 'neustart' })).json<BrandDashboardResponse>().dashboard;
    expect(await card()).toMatchObject({ status: 'interrupted', progress: 66, job_id: job.job_id });
    const list = (await post('/api/notifications/list', { company_id: 1 })).json<NotificationListResponse>();
    expect(list.notifications.find((n) => n.id === job.job_id)).toMatchObject({ type: 0, code: 'interrupted', link: '/brand-index/neustart' });

    const refreshed = (await post('/api/brands/refresh', { company_id: 1, listname: 'neustart' })).json<BrandJobStartResponse>();
    expect(refreshed).toMatchObject({ job_id: job.job_id, already_running: false });
    await waitFor(async () => (await card()).status === 'done');
    // Only the third batch was asked for again; the 1,400 keywords of the first two were not.
    expect(metricsAfter.calls.map((call) => call.keywords[0])).toEqual([held]);
    const index = (await post('/api/brands/index', { company_id: 1, listname: 'neustart' })).json<BrandIndexResponse>();
    expect(index.keywords).toHaveLength(2100);
    expect(index.brands).toHaveLength(6);
    metrics.release(held);
    await app.close();
  });
});

describe.each(httpOnlyKinds)('brand index notifications over socket.io on %s', (kind) => {
  let database: TestDatabase;
  let server: LiveServer;

  beforeAll(async () => {
    database = await seededDatabase(kind);
    server = await startLiveServer(database.handle);
  });
  afterAll(async () => {
    closeAllSockets();
    await server.close();
    await database.drop();
  });

  it('sends 1 at 0 %, 3 per batch and 2 linking to /brand-index/{listname}', async () => {
    const power = await server.login('power@demo.test');
    const socket = openSocket(server.url, { token: power });
    await connected(socket);
    expect(await joinCompany(socket, 1)).toMatchObject({ ok: true });
    const received: NotificationMessage[] = [];
    socket.on('notification', (message: NotificationMessage) => received.push(message));
    const response = await server.app.inject({ method: 'POST', url: '/api/brands/create', payload: createBody('Live'), headers: { authorization: `Bearer ${power}` } });
    expect(response.statusCode, response.body).toBe(200);
    const { job } = response.json<BrandCreateResponse>();
    await waitUntil(() => received.some((message) => message.type === 2), 30_000);
    await settle();
    expect(received.map((message) => message.type)).toEqual([1, 3, 3, 3, 2]);
    expect(received.every((message) => message.id === job.job_id)).toBe(true);
    expect(received[0]).toMatchObject({ type: 1, progress: 0, title: 'Brand index: Live', link: '/brand-index/live' });
    expect(received[2]).toMatchObject({ type: 3, progress: 66, message: 'Batch 2 of 3' });
    expect(received[4]).toMatchObject({ type: 2, link: '/brand-index/live', message: 'Share of search of 6 brands from 2.100 keywords is ready.' });
  });
});
