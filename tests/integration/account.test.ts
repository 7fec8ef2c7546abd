import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { MAIL_REQUESTS_PER_CLIENT, MAILS_PER_ADDRESS } from '../../server/mail/mail-limiter.ts';
import { outboxResponseSchema } from '../../src/domain/contracts/account.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

const NEW_PASSWORD = 'a-new-Passw0rd-for-tests';
let counter = 0;
const freshAddress = () => `new-${Date.now()}-${++counter}@example.com`;

describe.each(databaseKinds)('registration, reset request and outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) =>
    t.database.handle.db.selectFrom('mail_outbox').select(['to', 'subject', 'text']).where('to', '=', to).orderBy('id', 'desc').execute();
  const linkIn = (text: string | undefined, page: 'setpassword' | 'resetpassword') => {
    const match = new RegExp(`^http://127\\.0\\.0\\.1:3000/${page}/([A-Za-z0-9_-]{43})$`, 'm').exec(text ?? '');
    return match?.[1];
  };
  const getOutbox = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('registers an unknown address: a mailed link sets the password, and the new user logs in to a trial company', async () => {
    const email = freshAddress();
    const ip = nextClientAddress();
    const registered = await t.post('/api/user/register', { email, name: 'Rita Register' }, { remoteAddress: ip });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ sent: true });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/confirm/i);
    const code = linkIn(mail?.text, 'setpassword');
    expect(code).toBeDefined();
    // Until the link is used the account has no password at all.
    expect((await t.post('/api/user/login', { email, pass: '!unset' }, { remoteAddress: ip })).json()).toEqual({ login: 0 });

    const set = await t.post('/api/user/password/set', { code, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ passwordSet: true, email });

    const login = await t.post('/api/user/login', { email, pass: NEW_PASSWORD }, { remoteAddress: ip });
    const session = login.json<{ login: number; token: string; id: number; company_id: number; plan: number; username: string }>();
    expect(session).toMatchObject({ login: 1, plan: 1, username: 'Rita Register', mail: email });
    expect(session.company_id).toBeGreaterThanOrEqual(1000);
    const startup = await t.post('/api/service/startup', { user: email, user_id: session.id, company_id: session.company_id }, { token: session.token });
    expect(startup.statusCode).toBe(200);
    expect(startup.json()).toMatchObject({ research_suite: true, userRights: expect.arrayContaining([{ rightID: 1 }]) });
  });

  it('answers a known and an unknown address alike; the owner of the known one is told, and nothing changes', async () => {
    const unknown = await t.post('/api/user/register', { email: freshAddress(), name: 'Somebody' }, { remoteAddress: nextClientAddress() });
    const known = await t.post('/api/user/register', { email: 'Plan2@demo.test', name: 'Mallory' }, { remoteAddress: nextClientAddress() });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);

    const [notice] = await mailsTo('plan2@demo.test');
    expect(notice?.subject).toMatch(/already have/i);
    expect(notice?.text).not.toMatch(/setpassword\//);
    expect(notice?.text).not.toContain('Mallory');
    const codes = await t.database.handle.db.selectFrom('account_codes').select('id').where('user_id', '=', 4).execute();
    expect(codes).toHaveLength(0);
    const login = await t.post('/api/user/login', { email: 'plan2@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(login.json()).toMatchObject({ login: 1, username: 'Petra Plan' });
  });

  it('registering an unconfirmed address again sends a new link and retires the old one', async () => {
    const email = freshAddress();
    await t.post('/api/user/register', { email, name: 'Twice' }, { remoteAddress: nextClientAddress() });
    await t.post('/api/user/register', { email: email.toUpperCase(), name: 'Renamed' }, { remoteAddress: nextClientAddress() });
    const [second, first] = await mailsTo(email);
    const oldCode = linkIn(first?.text, 'setpassword');
    const newCode = linkIn(second?.text, 'setpassword');
    expect(oldCode).not.toBe(newCode);
    const old = await t.post('/api/user/password/set', { code: oldCode, password: NEW_PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ error: 'link_expired', message: 'This link has expired. Ask for a new one.' });
    expect((await t.post('/api/user/password/set', { code: newCode, password: NEW_PASSWORD })).statusCode).toBe(200);
    const users = await t.database.handle.db.selectFrom('users').select('name').where('email', '=', email).execute();
    expect(users).toEqual([{ name: 'Twice' }]);
  });

  it('refuses a malformed registration with the field named, and a password in it', async () => {
    const noName = await t.post('/api/user/register', { email: freshAddress() }, { remoteAddress: nextClientAddress() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'name' });
    const badMail = await t.post('/api/user/register', { email: 'not-a-mail', name: 'X' }, { remoteAddress: nextClientAddress() });
    expect(badMail.json()).toMatchObject({ field: 'email' });
    const withPassword = await t.post('/api/user/register', { email: freshAddress(), name: 'X', password: NEW_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toMatchObject({ field: 'password', message: 'password: Unknown field' });
  });

  it('a reset request answers the same for an unknown address and mails nothing', async () => {
    const email = freshAddress();
    const response = await t.post('/api/user/password/reset-request', { email }, { remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('a reset request for a known address puts a working one-hour link in the outbox, which the admin reads', async () => {
    const response = await t.post('/api/user/password/reset-request', { email: 'BASIC@demo.test' }, { remoteAddress: nextClientAddress() });
    expect(response.json()).toEqual({ sent: true });

    const admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    const outbox = outboxResponseSchema.parse((await getOutbox(admin.token)).json());
    const mail = outbox.mails.find((m) => m.to === 'basic@demo.test');
    expect(mail?.subject).toMatch(/new password/i);
    const code = linkIn(mail?.text, 'resetpassword');
    expect(code).toBeDefined();
    const row = await t.database.handle.db
      .selectFrom('account_codes')
      .select(['purpose', 'created_at', 'expires_at'])
      .where('user_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('reset_password');
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(60 * 60_000);

    expect((await t.post('/api/user/password/set', { code, password: NEW_PASSWORD })).json()).toEqual({ passwordSet: true, email: 'basic@demo.test' });
    const ip = nextClientAddress();
    expect((await t.post('/api/user/login', { email: 'basic@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: ip })).json()).toEqual({ login: 0 });
    expect((await t.post('/api/user/login', { email: 'basic@demo.test', pass: NEW_PASSWORD }, { remoteAddress: ip })).json()).toMatchObject({ login: 1, company_id: 1 });
  });

  it('limits mails per address, for known and unknown addresses alike', async () => {
    for (const email of ['ideas@demo.test', freshAddress()]) {
      for (let i = 0; i < MAILS_PER_ADDRESS; i += 1) {
        expect((await t.post('/api/user/password/reset-request', { email }, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
      }
      const limited = await t.post('/api/user/register', { email, name: 'Flood' }, { remoteAddress: nextClientAddress() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await mailsTo('ideas@demo.test')).toHaveLength(MAILS_PER_ADDRESS);
  });

  it('limits mail requests per client address, whatever addresses they name', async () => {
    const ip = nextClientAddress();
    for (let i = 0; i < MAIL_REQUESTS_PER_CLIENT; i += 1) {
      expect((await t.post('/api/user/password/reset-request', { email: freshAddress() }, { remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await t.post('/api/user/password/reset-request', { email: freshAddress() }, { remoteAddress: ip })).statusCode).toBe(429);
    expect((await t.post('/api/user/password/reset-request', { email: freshAddress() }, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
  });

  it('the outbox needs a session and an admin: 401 without, 403 for others; it lists at most 50, newest first', async () => {
    expect((await getOutbox()).statusCode).toBe(401);
    const power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const refused = await getOutbox(power.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });

    const { db } = t.database.handle;
    // To a person of the admin's company: an admin reads only those (hardening-admin-scope.test.ts).
    await db.insertInto('mail_outbox').values(Array.from({ length: 60 }, (_, i) => ({ to: 'plan2@demo.test', subject: `Bulk ${i}`, text: 'x', html: null }))).execute();
    const admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    const { mails } = outboxResponseSchema.parse((await getOutbox(admin.token)).json());
    expect(mails).toHaveLength(50);
    expect(mails[0]?.subject).toBe('Bulk 59');
    expect(mails.map((m) => m.id)).toEqual([...mails.map((m) => m.id)].sort((a, b) => b - a));
  });
});
