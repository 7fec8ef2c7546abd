import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../server/auth/login-limiter.ts';
import { hashToken, SessionStore } from '../../server/auth/sessions.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('tokencheck says loggedIn before logout and not after; logout ends the session on the server', async () => {
    const session = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const before = await t.post('/api/user/tokencheck', { user: 'power@demo.test', token: session.token });
    expect(before.json()).toEqual({ loggedIn: true });

    const logout = await t.post('/api/user/logout', {}, { token: session.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ loggedOut: true });

    expect((await t.post('/api/user/tokencheck', { user: 'power@demo.test', token: session.token })).json()).toEqual({ loggedIn: false });
    const startup = await t.post('/api/service/startup', { user: 'power@demo.test', user_id: 2, company_id: 1 }, { token: session.token });
    expect(startup.statusCode).toBe(401);
    const rows = await t.database.handle.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(session.token)).execute();
    expect(rows).toHaveLength(0);
  });

  it('tokencheck is false for a token of another user', async () => {
    const session = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    expect((await t.post('/api/user/tokencheck', { user: 'admin@demo.test', token: session.token })).json()).toEqual({ loggedIn: false });
    expect((await t.post('/api/user/tokencheck', { user: 'BASIC@demo.test', token: session.token })).json()).toEqual({ loggedIn: true });
  });

  it('stores only a hash of the token', async () => {
    const session = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    const stored = await t.database.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === session.token)).toBe(false);
    expect(stored.some((r) => r.token_hash === hashToken(session.token))).toBe(true);
  });

  it('refuses an expired session with 401 and tokencheck says false', async () => {
    const session = await t.login('white@demo.test', { remoteAddress: nextClientAddress() });
    await t.database.handle.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    const response = await t.post('/api/service/startup', { user: 'white@demo.test', user_id: 6, company_id: 3 }, { token: session.token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
    expect((await t.post('/api/user/tokencheck', { user: 'white@demo.test', token: session.token })).json()).toEqual({ loggedIn: false });
  });

  it('the sweep removes expired sessions and failed logins older than the window, and keeps live ones', async () => {
    const live = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    const dead = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const { db } = t.database.handle;
    await db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('token_hash', '=', hashToken(dead.token)).execute();
    await db.insertInto('login_failures').values([{ key: 'email:old@demo.test', at: sql<Date>`now() - interval '16 minutes'` }, { key: 'email:new@demo.test' }]).execute();
    await new SessionStore(db, 24).purgeExpired();
    await new LoginLimiter(db).purgeOld();
    const hashes = (await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(live.token));
    expect(hashes).not.toContain(hashToken(dead.token));
    const keys = (await db.selectFrom('login_failures').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('email:new@demo.test');
    expect(keys).not.toContain('email:old@demo.test');
  });

  it('inactivecheck answers active for an own company and 403 for a foreign one', async () => {
    const session = await t.login('multi@demo.test', { remoteAddress: nextClientAddress() });
    expect((await t.post('/api/user/inactivecheck', { company_id: 1 }, { token: session.token })).json()).toEqual({ active: true });
    expect((await t.post('/api/user/inactivecheck', { company_id: 2 }, { token: session.token })).json()).toEqual({ active: true });
    expect((await t.post('/api/user/inactivecheck', { company_id: 3 }, { token: session.token })).statusCode).toBe(403);
  });

  it('inactivecheck answers active false once the account is deactivated', async () => {
    const session = await t.login('ideas@demo.test', { remoteAddress: nextClientAddress() });
    await t.database.handle.db.updateTable('users').set({ active: false }).where('id', '=', 8).execute();
    expect((await t.post('/api/user/inactivecheck', { company_id: 5 }, { token: session.token })).json()).toEqual({ active: false });
    await t.database.handle.db.updateTable('users').set({ active: true }).where('id', '=', 8).execute();
  });

  it('every call but login, tokencheck, status and health needs a session', async () => {
    for (const url of ['/api/user/inactivecheck', '/api/user/logout', '/api/service/startup', '/api/service/settings/update', '/api/service/settings/header/update']) {
      const response = await t.post(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ error: 'unauthorized' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).json()).toEqual({ api_online: true });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: { kind, ok: true }, jobs: { runner: 'in-process', ok: true } });
  });
});
