import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('limits failed logins per e-mail: the 11th attempt in 15 minutes gets 429 with Retry-After', async () => {
    const email = 'basic@demo.test';
    for (let i = 0; i < 10; i++) {
      const response = await t.post('/api/user/login', { email, pass: `wrong-${i}` }, { remoteAddress: nextClientAddress() });
      expect(response.json()).toEqual({ login: 0 });
    }
    const limited = await t.post('/api/user/login', { email, pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts', message: expect.stringContaining('Too many failed logins') });
  });

  it('limits failed logins per client address across e-mails', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i++) {
      await t.post('/api/user/login', { email: `stranger${i}@demo.test`, pass: 'x' }, { remoteAddress: address });
    }
    const limited = await t.post('/api/user/login', { email: 'orange@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    const elsewhere = await t.post('/api/user/login', { email: 'orange@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
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
