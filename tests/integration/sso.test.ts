import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions.ts';
import { LOGIN_FAILURE_LIMIT } from '../../server/auth/login-limiter.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

describe.each(databaseKinds)('single sign-on on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    // The demo admin as the operator: codes for users of several companies (multi, orange) are the
    // operator's; an admin's own scope is tested in hardening-admin-scope.test.ts.
    t = await createTestApp(kind, { operatorEmails: ['admin@demo.test'] });
    adminToken = (await t.login('admin@demo.test', { remoteAddress: nextClientAddress() })).token;
  });
  afterAll(() => t.close());

  const issue = async (body: Record<string, unknown>) => {
    const response = await t.post('/api/admin/sso-codes', body, { token: adminToken });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sso_code: string; expires_at: string }>();
  };
  const useCode = (code: unknown, remoteAddress = nextClientAddress()) => t.post('/api/user/login/sso', { sso_token: code }, { remoteAddress });
  const sessionCount = async (userId: number) =>
    (await t.database.handle.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

  it('an admin issues a code; its use answers the session fields of SPEC §7 and the token works', async () => {
    const before = Date.now();
    const { sso_code, expires_at } = await issue({ user_id: 2 });
    expect(sso_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThan(6 * 60_000);

    const response = await useCode(sso_code);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string }>();
    expect(body).toEqual({ token: expect.any(String), user: 'power@demo.test', id: 2, company_id: 1, plan: 4, username: 'Paula Power' });
    expect((await t.post('/api/user/tokencheck', { user: 'power@demo.test', token: body.token })).json()).toEqual({ loggedIn: true });

    const stored = await t.database.handle.db.selectFrom('sso_codes').select(['code_hash', 'used_at', 'created_by']).execute();
    expect(stored.some((row) => row.code_hash === sso_code)).toBe(false);
    const row = stored.find((r) => r.code_hash === hashToken(sso_code));
    expect(row?.used_at).toBeInstanceOf(Date);
    expect(row?.created_by).toBe(1);
  });

  it('a code names one of the user\'s companies, the default one when none is given', async () => {
    const second = await issue({ user_id: 9, company_id: 2 });
    expect((await useCode(second.sso_code)).json()).toMatchObject({ id: 9, company_id: 2 });
    const byDefault = await issue({ user_id: 9 });
    expect((await useCode(byDefault.sso_code)).json()).toMatchObject({ id: 9, company_id: 1 });

    const foreign = await t.post('/api/admin/sso-codes', { user_id: 9, company_id: 3 }, { token: adminToken });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'bad_request', field: 'company_id' });
    const nobody = await t.post('/api/admin/sso-codes', { user_id: 999 }, { token: adminToken });
    expect(nobody.statusCode).toBe(404);
    const extra = await t.post('/api/admin/sso-codes', { user_id: 2, role: 'admin' }, { token: adminToken });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses an expired code with 401 sso_failed and creates no session', async () => {
    const { sso_code } = await issue({ user_id: 3 });
    await t.database.handle.db
      .updateTable('sso_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('code_hash', '=', hashToken(sso_code))
      .execute();
    const sessions = await sessionCount(3);
    const response = await useCode(sso_code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'sso_failed', message: expect.any(String) });
    expect(await sessionCount(3)).toBe(sessions);
  });

  it('refuses an unknown code and a second use of a good one', async () => {
    expect((await useCode('not-a-code-anyone-issued')).statusCode).toBe(401);
    const { sso_code } = await issue({ user_id: 4 });
    expect((await useCode(sso_code)).statusCode).toBe(200);
    const again = await useCode(sso_code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'sso_failed' });
  });

  it('of several requests racing with one code exactly one gets a session', async () => {
    const { sso_code } = await issue({ user_id: 5 });
    const sessions = await sessionCount(5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => useCode(sso_code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(await sessionCount(5)).toBe(sessions + 1);
  });

  it('only an admin issues codes', async () => {
    const power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const refused = await t.post('/api/admin/sso-codes', { user_id: 1 }, { token: power.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    expect((await t.post('/api/admin/sso-codes', { user_id: 1 })).statusCode).toBe(401);
    // The same guard covers the broadcast; this app was built without live connections.
    expect((await t.post('/api/admin/broadcast', { event: 'reloadFrontend' }, { token: power.token })).statusCode).toBe(403);
    const noRealtime = await t.post('/api/admin/broadcast', { event: 'reloadFrontend' }, { token: adminToken });
    expect(noRealtime.statusCode).toBe(503);
    expect(noRealtime.json()).toMatchObject({ error: 'realtime_unavailable' });
  });

  it('inactive and unverified users get no code, and a user switched off after the issue gets no session', async () => {
    for (const userId of [10, 11]) {
      const refused = await t.post('/api/admin/sso-codes', { user_id: userId }, { token: adminToken });
      expect(refused.statusCode, `user ${userId}`).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'user_not_eligible' });
    }
    const { db } = t.database.handle;
    for (const flag of ['active', 'verified'] as const) {
      const { sso_code } = await issue({ user_id: 6 });
      await db.updateTable('users').set({ [flag]: false }).where('id', '=', 6).execute();
      const sessions = await sessionCount(6);
      try {
        const response = await useCode(sso_code);
        expect(response.statusCode, flag).toBe(401);
        expect(response.json()).toMatchObject({ error: 'sso_failed' });
        expect(await sessionCount(6)).toBe(sessions);
      } finally {
        await db.updateTable('users').set({ [flag]: true }).where('id', '=', 6).execute();
      }
    }
  });

  it('an address that failed too often is stopped with 429 before its code is even looked at', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) expect((await useCode(`guess-${i}`, address)).statusCode).toBe(401);
    const { sso_code } = await issue({ user_id: 7 });
    const limited = await useCode(sso_code, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limited attempt did not spend the code.
    expect((await useCode(sso_code)).json()).toMatchObject({ id: 7, company_id: 4 });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    for (const body of [{}, { sso_token: 42 }, { sso_token: '' }, { sso_token: 'x', user: 'a' }, { sso_token: 'x'.repeat(300) }]) {
      const response = await t.post('/api/user/login/sso', body, { remoteAddress: nextClientAddress() });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    }
  });
});
