import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpOnlyKinds, seededDatabase, type TestDatabase } from './harness.ts';
import { closeAllSockets, connected, joinCompany, openSocket, recordEvents, settle, startLiveServer, waitUntil, type LiveServer, type TestSocket } from './realtime-harness.ts';

/** Issue 16, defects 1 and 7 (live side): a socket loses what its session, account or membership lost. */
describe.each(httpOnlyKinds)('hardening: live connections end when access does on %s', (kind) => {
  let database: TestDatabase;
  let server: LiveServer;
  let admin: string;
  beforeAll(async () => {
    database = await seededDatabase(kind);
    // A short re-check so the test does not wait the default interval.
    server = await startLiveServer(database.handle, { recheckIntervalMs: 100 });
    admin = await server.login('admin@demo.test');
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const member = async (token: string, companyId: number): Promise<TestSocket> => {
    const socket = openSocket(server.url, { token });
    await connected(socket);
    expect(await joinCompany(socket, companyId)).toEqual({ ok: true, room: `company:${companyId}` });
    return socket;
  };
  const roomSize = async (companyId: number) => (await server.realtime.io.in(`company:${companyId}`).fetchSockets()).length;
  const roomEmptied = async (companyId: number) => {
    const started = Date.now();
    while ((await roomSize(companyId)) > 0) {
      if (Date.now() - started > 3000) throw new Error(`a socket stayed in company:${companyId}`);
      await settle(20);
    }
  };

  it('a logged-out socket is disconnected at the logout and receives no broadcast', async () => {
    const token = await server.login('power@demo.test');
    const socket = await member(token, 1);
    const seen = recordEvents(socket);
    const logout = await server.app.inject({ method: 'POST', url: '/api/user/logout', payload: {}, headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    await waitUntil(() => !socket.connected, 1000);
    expect(await roomSize(1)).toBe(0);
    expect((await server.broadcast(admin, { event: 'reloadFrontend', company_id: 1 })).statusCode).toBe(200);
    await settle();
    expect(seen).toEqual([]);
  });

  it('a deactivated user’s socket is disconnected', async () => {
    const token = await server.login('plan2@demo.test');
    const socket = await member(token, 1);
    await database.handle.db.updateTable('users').set({ active: false }).where('id', '=', 4).execute();
    try {
      await waitUntil(() => !socket.connected, 3000);
    } finally {
      await database.handle.db.updateTable('users').set({ active: true }).where('id', '=', 4).execute();
    }
  });

  it('a socket removed from a company leaves its room and hears nothing more of it', async () => {
    const token = await server.login('multi@demo.test');
    const socket = await member(token, 2);
    const seen = recordEvents(socket);
    const { db } = database.handle;
    await db.deleteFrom('memberships').where('user_id', '=', 9).where('company_id', '=', 2).execute();
    try {
      await roomEmptied(2);
      server.realtime.emitToCompany(2, 'reloadFrontend', { sent_at: new Date().toISOString() });
      await settle();
      expect(seen).toEqual([]);
    } finally {
      await db.insertInto('memberships').values({ user_id: 9, company_id: 2, is_default: false }).execute();
    }
  });

  it('a socket of a company whose trial ended leaves its room', async () => {
    const token = await server.login('orange@demo.test');
    await member(token, 2);
    const { db } = database.handle;
    await db.updateTable('companies').set({ status: 'test_ended' }).where('id', '=', 2).execute();
    try {
      await roomEmptied(2);
    } finally {
      await db.updateTable('companies').set({ status: 'active' }).where('id', '=', 2).execute();
    }
  });
});
