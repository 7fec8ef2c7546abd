import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from '../../server/realtime/socket-server.ts';
import { assertLoopback, seededDatabase, type TestDatabase } from './harness.ts';
import { closeAllSockets, connected, joinCompany, openSocket, recordEvents, settle, startLiveServer, waitUntil, type LiveServer } from './realtime-harness.ts';

const redisUrl = process.env.REDIS_URL;

// Two instances behind one load balancer, as docs/architecture.md's scale-out story has it: one
// database, one Redis, each instance with its own sockets.
describe('realtime fan-out through Redis', () => {
  let database: TestDatabase | undefined;
  let serverA: LiveServer | undefined;
  let serverB: LiveServer | undefined;
  beforeAll(async () => {
    if (!redisUrl) return;
    assertLoopback(redisUrl);
    database = await seededDatabase('pglite');
    // A channel prefix of this run's own, so parallel runs on the machine's Redis do not hear each other.
    const redisKey = `kwb-test-${randomBytes(6).toString('hex')}`;
    serverA = await startLiveServer(database.handle, { redisUrl, redisKey });
    serverB = await startLiveServer(database.handle, { redisUrl, redisKey });
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    await database?.drop();
  });

  it.runIf(redisUrl)('a push made on server A reaches the company room and everyone on server B', async () => {
    if (!serverA || !serverB) throw new Error('servers did not start');
    expect(serverA.url).not.toBe(serverB.url);
    const admin = await serverA.login('admin@demo.test');
    const onB = openSocket(serverB.url, { token: await serverB.login('orange@demo.test') });
    await connected(onB);
    expect(await joinCompany(onB, 2)).toEqual({ ok: true, room: 'company:2' });
    const otherCompanyOnB = openSocket(serverB.url, { token: await serverB.login('power@demo.test') });
    await connected(otherCompanyOnB);
    expect(await joinCompany(otherCompanyOnB, 1)).toEqual({ ok: true, room: 'company:1' });
    const saw = recordEvents(onB);
    const otherSaw = recordEvents(otherCompanyOnB);

    expect((await serverA.broadcast(admin, { event: 'reloadFrontend', company_id: 2 })).body).toEqual({ delivered_to: 'company:2' });
    await waitUntil(() => saw.length > 0);
    await settle();
    expect(otherSaw).toEqual([]);

    serverA.realtime.emitToAll('showReloadmessage', { sent_at: new Date().toISOString() });
    await waitUntil(() => saw.length > 1 && otherSaw.length > 0);
    expect(saw).toEqual(['reloadFrontend', 'showReloadmessage']);
    expect(otherSaw).toEqual(['showReloadmessage']);
  });

  it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
    const access = { authenticate: async () => undefined, isMember: async () => false, recheck: async () => [] };
    // Port 1 on loopback: refused at once, no retry loop left behind.
    await expect(createRealtime({ access, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/cannot reach REDIS_URL/);
  });
});
