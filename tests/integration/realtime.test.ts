import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions.ts';
import { connectRealtime, type RealtimeStatus } from '../../src/api/socket-client.ts';
import { httpOnlyKinds, seededDatabase, type TestDatabase } from './harness.ts';
import { closeAllSockets, connected, joinCompany, openSocket, recordEvents, settle, startLiveServer, waitUntil, type LiveServer } from './realtime-harness.ts';

/** The client build the test server serves (dist/client/build.json in a real start). */
const SERVER_BUILD = '2026-11-26T10:00:00.000Z';

describe.each(httpOnlyKinds)('realtime on %s', (kind) => {
  let database: TestDatabase;
  let server: LiveServer;
  let admin: string;
  let power: string;
  let orange: string;
  beforeAll(async () => {
    database = await seededDatabase(kind);
    server = await startLiveServer(database.handle, { buildId: SERVER_BUILD });
    admin = await server.login('admin@demo.test');
    power = await server.login('power@demo.test');
    orange = await server.login('orange@demo.test');
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const member = async (token: string, companyId: number, transports?: string[]) => {
    const socket = openSocket(server.url, { token }, transports);
    await connected(socket);
    expect(await joinCompany(socket, companyId)).toEqual({ ok: true, room: `company:${companyId}` });
    return socket;
  };

  it('refuses a socket without a token, or with a dead one, at connect', async () => {
    for (const auth of [undefined, {}, { token: '' }, { token: 42 }, { token: 'no-such-session' }]) {
      const socket = openSocket(server.url, auth);
      await expect(connected(socket), JSON.stringify(auth)).rejects.toThrow('unauthorized');
      expect(socket.connected).toBe(false);
    }
  });

  it('a socket joins its own company and receives the reloadFrontend broadcast to that company', async () => {
    const socket = await member(power, 1);
    const pushed = new Promise<unknown>((resolve) => socket.once('reloadFrontend', resolve));
    expect(await server.broadcast(admin, { event: 'reloadFrontend', company_id: 1 })).toEqual({ statusCode: 200, body: { delivered_to: 'company:1' } });
    expect(await pushed).toEqual({ sent_at: expect.any(String) });
  });

  it('a socket naming a foreign company is refused and hears nothing of that company', async () => {
    const intruder = openSocket(server.url, { token: power });
    await connected(intruder);
    expect(await joinCompany(intruder, 2)).toEqual({ ok: false, error: 'forbidden' });
    expect(await joinCompany(intruder, 'two')).toEqual({ ok: false, error: 'bad_request' });
    const intruderSaw = recordEvents(intruder);
    const owner = await member(orange, 2);
    const ownerSaw = recordEvents(owner);

    expect((await server.broadcast(admin, { event: 'showReloadmessage', company_id: 2 })).body).toEqual({ delivered_to: 'company:2' });
    await waitUntil(() => ownerSaw.includes('showReloadmessage'));
    await settle();
    expect(intruderSaw).toEqual([]);
  });

  it('a broadcast to all reaches the sockets of two companies, whatever their transport', async () => {
    const first = await member(power, 1, ['websocket']);
    const second = await member(orange, 2, ['polling']);
    const firstSaw = recordEvents(first);
    const secondSaw = recordEvents(second);
    expect((await server.broadcast(admin, { event: 'showReloadmessage' })).body).toEqual({ delivered_to: 'all' });
    await waitUntil(() => firstSaw.length > 0 && secondSaw.length > 0);
    expect([firstSaw, secondSaw]).toEqual([['showReloadmessage'], ['showReloadmessage']]);
  });

  it('a company switch leaves the previous company room', async () => {
    const multi = await server.login('multi@demo.test');
    const socket = await member(multi, 1);
    expect(await joinCompany(socket, 2)).toEqual({ ok: true, room: 'company:2' });
    const saw = recordEvents(socket);
    await server.broadcast(admin, { event: 'reloadFrontend', company_id: 1 });
    await server.broadcast(admin, { event: 'showReloadmessage', company_id: 2 });
    await waitUntil(() => saw.length > 0);
    await settle();
    expect(saw).toEqual(['showReloadmessage']);
  });

  it('a socket that outlived its session cannot join any more and is dropped', async () => {
    const token = await server.login('basic@demo.test');
    const socket = openSocket(server.url, { token });
    await connected(socket);
    // Ended behind the server's back (a logout drops the socket at once: hardening-realtime.test.ts).
    await database.handle.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect(await joinCompany(socket, 1)).toEqual({ ok: false, error: 'unauthorized' });
    await waitUntil(() => !socket.connected);
  });

  it('the broadcast is for active admins only and checks its body', async () => {
    expect(await server.broadcast(power, { event: 'reloadFrontend' })).toMatchObject({ statusCode: 403, body: { error: 'forbidden' } });
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/admin/broadcast', payload: { event: 'reloadFrontend' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await server.broadcast(admin, { event: 'selfDestruct' })).toMatchObject({ statusCode: 400, body: { field: 'event' } });
    expect(await server.broadcast(admin, { event: 'reloadFrontend', company_id: 99 })).toMatchObject({ statusCode: 404 });
  });

  it('the app client joins its company, reports its status and hands pushes to its callbacks', async () => {
    const statuses: RealtimeStatus[] = [];
    const reloadMessages: unknown[] = [];
    const connection = connectRealtime({
      url: server.url,
      token: orange,
      companyId: 2,
      onStatus: (status) => statuses.push(status),
      onReloadMessage: (payload) => reloadMessages.push(payload),
      onReload: () => {},
    });
    try {
      await waitUntil(() => statuses.includes('connected'));
      await server.broadcast(admin, { event: 'showReloadmessage', company_id: 2 });
      await waitUntil(() => reloadMessages.length === 1);
      connection.switchCompany(3);
      await waitUntil(() => statuses.includes('forbidden'));
    } finally {
      connection.close();
    }

    const refused: RealtimeStatus[] = [];
    const stranger = connectRealtime({ url: server.url, token: 'forged', companyId: 1, onStatus: (s) => refused.push(s), onReloadMessage: () => {}, onReload: () => {} });
    try {
      await waitUntil(() => refused.length > 0);
      expect(refused).toEqual(['unauthorized']);
      expect(stranger.socket.io.opts.transports).toEqual(['polling', 'websocket']);
    } finally {
      stranger.close();
    }
  });

  it('tells a socket of an older client build to reload at connect (SPEC §4), and no other socket', async () => {
    const builds = { older: '2026-11-26T09:59:59.999Z', same: SERVER_BUILD, newer: '2026-11-26T10:00:00.001Z', none: undefined, broken: '2026-11-26' };
    const sockets = Object.entries(builds).map(([name, build]) => {
      const socket = openSocket(server.url, build === undefined ? { token: power } : { token: power, build });
      // Listening before the connect: the message comes with it, before any join.
      return { name, socket, saw: recordEvents(socket) };
    });
    await Promise.all(sockets.map(({ socket }) => connected(socket)));
    await waitUntil(() => sockets[0]!.saw.length > 0);
    await settle();
    expect(Object.fromEntries(sockets.map(({ name, saw }) => [name, saw]))).toEqual({ older: ['showReloadmessage'], same: [], newer: [], none: [], broken: [] });

    // The app's own client: its callback starts the countdown, with no broadcast sent.
    const reloadMessages: unknown[] = [];
    const statuses: RealtimeStatus[] = [];
    const old = connectRealtime({ url: server.url, token: orange, companyId: 2, build: builds.older, onStatus: (s) => statuses.push(s), onReloadMessage: (payload) => reloadMessages.push(payload), onReload: () => {} });
    const current = connectRealtime({ url: server.url, token: orange, companyId: 2, build: SERVER_BUILD, onStatus: (s) => statuses.push(s), onReloadMessage: (payload) => reloadMessages.push(payload), onReload: () => {} });
    try {
      await waitUntil(() => reloadMessages.length > 0 && statuses.filter((s) => s === 'connected').length === 2);
      await settle();
      expect(reloadMessages).toEqual([{ sent_at: expect.any(String) }]);
    } finally {
      old.close();
      current.close();
    }
  });

  it('the app client switches to websocket first after a connection error', async () => {
    const statuses: RealtimeStatus[] = [];
    // Port 9 (discard) on loopback: nothing listens, so the first attempt fails at once.
    const offline = connectRealtime({ url: 'http://127.0.0.1:9', token: power, companyId: 1, onStatus: (s) => statuses.push(s), onReloadMessage: () => {}, onReload: () => {} });
    try {
      expect(offline.socket.io.opts.transports).toEqual(['polling', 'websocket']);
      await waitUntil(() => statuses.includes('disconnected'));
      expect(offline.socket.io.opts.transports).toEqual(['websocket', 'polling']);
      expect(offline.socket.active).toBe(true);
    } finally {
      offline.close();
    }
  });
});
