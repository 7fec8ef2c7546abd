import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELAY_STEP_MS, ADDRESS_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT, LoginLimiter } from '../../server/auth/login-limiter.ts';
import { DEMO_PASSWORD, demoUsers } from '../../server/db/demo-data.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

describe.each(databaseKinds)('login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const expected: Record<string, unknown> = {
    'inactive@demo.test': { inactiverror: 1 },
    'unverified@demo.test': { verificationerror: 1 },
  };

  it.each(demoUsers.map((u) => [u.email, u] as const))('%s gets the outcome docs/demo-data.md gives', async (email, user) => {
    const response = await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    if (expected[email]) {
      expect(body).toEqual(expected[email]);
      return;
    }
    expect(Object.keys(body).sort()).toEqual(['company_id', 'id', 'login', 'mail', 'plan', 'token', 'username']);
    expect(body).toMatchObject({ login: 1, id: user.id, company_id: user.companies[0], plan: user.plan, username: user.name, mail: email });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('compares the e-mail without regard to case', async () => {
    const response = await t.post('/api/user/login', { email: 'Power@Demo.TEST', pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(response.json()).toMatchObject({ login: 1, id: 2 });
  });

  it('answers nousererror for an unknown e-mail', async () => {
    const response = await t.post('/api/user/login', { email: 'nobody@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ nousererror: 1 });
  });

  it('answers login 0 for a wrong password, also for inactive and unverified accounts', async () => {
    for (const email of ['admin@demo.test', 'inactive@demo.test', 'unverified@demo.test']) {
      const response = await t.post('/api/user/login', { email, pass: 'wrong-password' }, { remoteAddress: nextClientAddress() });
      expect(response.json()).toEqual({ login: 0 });
    }
  });

  it('stops an account only for the address that keeps failing: the 11th attempt from there gets 429 with Retry-After', async () => {
    const email = 'basic@demo.test';
    const address = nextClientAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const response = await t.post('/api/user/login', { email, pass: `wrong-${i}` }, { remoteAddress: address });
      expect(response.json()).toEqual({ login: 0 });
    }
    const limited = await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts', message: expect.stringContaining('Too many failed logins') });
    // The person who knows the password, from anywhere else, is not stopped (issue 16, defect 4).
    const elsewhere = await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(elsewhere.json()).toMatchObject({ login: 1 });
  });

  it('a stranger failing from many addresses slows an account down but never locks it', async () => {
    const email = 'orange@demo.test';
    const limiter = new LoginLimiter(t.database.handle.db);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) {
      const response = await t.post('/api/user/login', { email, pass: `wrong-${i}` }, { remoteAddress: nextClientAddress() });
      expect(response.statusCode).toBe(200);
    }
    const verdict = await limiter.check(email, nextClientAddress());
    expect(verdict).toEqual({ limited: false, delayMs: 3 * ACCOUNT_DELAY_STEP_MS });
    const owner = await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(owner.json()).toMatchObject({ login: 1 });
    // The owner's login ends the slow-down.
    expect(await limiter.check(email, nextClientAddress())).toEqual({ limited: false, delayMs: 0 });
  });

  it('limits failed logins per client address across e-mails', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      await t.post('/api/user/login', { email: `stranger${i}@demo.test`, pass: 'x' }, { remoteAddress: address });
    }
    const limited = await t.post('/api/user/login', { email: 'white@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    const elsewhere = await t.post('/api/user/login', { email: 'white@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(elsewhere.json()).toMatchObject({ login: 1 });
  });

  it('a successful login resets the count of the e-mail', async () => {
    const email = 'plan2@demo.test';
    for (let i = 0; i < 9; i++) await t.post('/api/user/login', { email, pass: 'bad' }, { remoteAddress: nextClientAddress() });
    expect((await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() })).json()).toMatchObject({ login: 1 });
    for (let i = 0; i < 9; i++) {
      const response = await t.post('/api/user/login', { email, pass: 'bad' }, { remoteAddress: nextClientAddress() });
      expect(response.statusCode).toBe(200);
    }
    expect((await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() })).json()).toMatchObject({ login: 1 });
  });
});
