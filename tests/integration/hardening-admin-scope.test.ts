import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxResponseSchema } from '../../src/domain/contracts/account.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type TestApp } from './harness.ts';

/** Issue 16, defect 2: an administrator acts only within their own companies; only the operator crosses them. */
describe.each(httpOnlyKinds)('hardening: admin scope on %s', (kind) => {
  let t: TestApp;
  let operatorApp: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operatorApp = await createTestApp(kind, { operatorEmails: ['admin@demo.test'] });
    admin = (await t.login('admin@demo.test', { remoteAddress: nextClientAddress() })).token;
  });
  afterAll(async () => {
    await t.close();
    await operatorApp.close();
  });

  const ssoCode = (app: TestApp, token: string, body: object) => app.post('/api/admin/sso-codes', body, { token });
  const redeem = (app: TestApp, code: string) => app.post('/api/user/login/sso', { sso_token: code }, { remoteAddress: nextClientAddress() });

  it('the admin of company 1 gets no sign-on code for a user of company 2, nor for one who is also in company 2', async () => {
    // 999 exists nowhere: outside the scope nothing tells a user id that exists from one that does not.
    for (const body of [{ user_id: 5 }, { user_id: 5, company_id: 2 }, { user_id: 9 }, { user_id: 9, company_id: 1 }, { user_id: 9, company_id: 2 }, { user_id: 7 }, { user_id: 999 }]) {
      const response = await ssoCode(t, admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ error: 'forbidden', field: 'user_id' });
    }
    expect(await t.database.handle.db.selectFrom('sso_codes').select('id').execute()).toEqual([]);
    const own = await ssoCode(t, admin, { user_id: 2 });
    expect(own.statusCode).toBe(200);
    expect((await redeem(t, own.json<{ sso_code: string }>().sso_code)).json()).toMatchObject({ id: 2, company_id: 1 });
  });

  it('the admin of company 1 cannot broadcast to company 2 or to everyone', async () => {
    for (const body of [{ event: 'reloadFrontend', company_id: 2 }, { event: 'reloadFrontend' }]) {
      const response = await t.post('/api/admin/broadcast', body, { token: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
    }
  });

  it('the outbox shows an admin only the mails to people of their own companies', async () => {
    for (const email of ['orange@demo.test', 'power@demo.test', 'nobody-here@demo.test']) {
      expect((await t.post('/api/user/password/reset-request', { email }, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
    }
    const outbox = outboxResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { authorization: `Bearer ${admin}` } })).json());
    const recipients = outbox.mails.map((mail) => mail.to);
    expect(recipients).toContain('power@demo.test');
    expect(recipients).not.toContain('orange@demo.test');
    expect(recipients).not.toContain('nobody-here@demo.test');
  });

  it('the operator named in OPERATOR_EMAILS crosses companies: sign-on codes and the whole outbox', async () => {
    const operator = (await operatorApp.login('admin@demo.test', { remoteAddress: nextClientAddress() })).token;
    const code = await ssoCode(operatorApp, operator, { user_id: 5 });
    expect(code.statusCode).toBe(200);
    expect((await redeem(operatorApp, code.json<{ sso_code: string }>().sso_code)).json()).toMatchObject({ id: 5, company_id: 2 });
    expect((await operatorApp.post('/api/user/password/reset-request', { email: 'orange@demo.test' }, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
    const outbox = outboxResponseSchema.parse((await operatorApp.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { authorization: `Bearer ${operator}` } })).json());
    expect(outbox.mails.map((mail) => mail.to)).toContain('orange@demo.test');
  });

  it('another admin of the operator’s own company gets no code for the operator', async () => {
    const { db } = operatorApp.database.handle;
    await db.updateTable('users').set({ admin: true }).where('id', '=', 4).execute();
    try {
      const second = (await operatorApp.login('plan2@demo.test', { remoteAddress: nextClientAddress() })).token;
      const refused = await ssoCode(operatorApp, second, { user_id: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ field: 'user_id' });
      expect((await ssoCode(operatorApp, second, { user_id: 2 })).statusCode).toBe(200);
    } finally {
      await db.updateTable('users').set({ admin: false }).where('id', '=', 4).execute();
    }
  });
});
