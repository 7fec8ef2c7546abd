import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { snapshotTables } from './table-snapshot.ts';

describe.each(httpOnlyKinds)('bad input on %s gets a clear 4xx and changes nothing', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let before: Record<string, unknown[]>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await snapshotTables(t.database.handle.db);
  });
  const unchanged = async () => expect(await snapshotTables(t.database.handle.db)).toEqual(before);

  it('wrong types name the field', async () => {
    const login = await t.post('/api/user/login', { email: 42, pass: 'x' }, { remoteAddress: nextClientAddress() });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ error: 'bad_request', field: 'email', message: expect.stringMatching(/^email: /) });
    const settings = await t.post('/api/service/settings/update', { user_id: 2, company_id: 1, settings: { dark_mode: 'yes' } }, { token: power.token });
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toMatchObject({ field: 'settings.dark_mode' });
    await unchanged();
  });

  it('missing fields name the field', async () => {
    const login = await t.post('/api/user/login', { email: 'power@demo.test' }, { remoteAddress: nextClientAddress() });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ field: 'pass' });
    const startup = await t.post('/api/service/startup', { user: 'power@demo.test', user_id: 2 }, { token: power.token });
    expect(startup.json()).toMatchObject({ field: 'company_id' });
    await unchanged();
  });

  it('unknown fields are refused by name', async () => {
    const response = await t.post('/api/service/settings/update', { user_id: 2, company_id: 1, settings: { dark_mode: true, is_admin: true } }, { token: power.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining('is_admin') });
    const login = await t.post('/api/user/login', { email: 'power@demo.test', pass: 'x', admin: true }, { remoteAddress: nextClientAddress() });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ message: expect.stringContaining('admin') });
    await unchanged();
  });

  it('a 10 MB body gets 413', async () => {
    const response = await t.post('/api/service/settings/header/update', { user_id: 2, company_id: 1, saved_headers: { big: 'x'.repeat(10 * 1024 * 1024) } }, { token: power.token });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large' });
    await unchanged();
  });

  it('saved headers over their own limit get 413 naming the field', async () => {
    const response = await t.post('/api/service/settings/header/update', { user_id: 2, company_id: 1, saved_headers: { big: 'x'.repeat(300 * 1024) } }, { token: power.token });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'saved_headers' });
    await unchanged();
  });

  it('SQL-looking strings are data, never SQL', async () => {
    const login = await t.post('/api/user/login', { email: "' OR 1=1 --", pass: "' OR '1'='1" }, { remoteAddress: nextClientAddress() });
    expect(login.statusCode).toBe(400);
    const startup = await t.post('/api/service/startup', { user: "power@demo.test' OR '1'='1", user_id: 2, company_id: 1 }, { token: power.token });
    expect(startup.statusCode).toBe(403);
    const ids = await t.post('/api/service/startup', { user: 'power@demo.test', user_id: '2; drop table users', company_id: 1 }, { token: power.token });
    expect(ids.statusCode).toBe(400);
    expect(ids.json()).toMatchObject({ field: 'user_id' });
    const check = await t.post('/api/user/tokencheck', { user: "x' OR 1=1 --", token: "' OR 1=1 --" });
    expect(check.json()).toEqual({ loggedIn: false });
    await unchanged();
  });

  it('invalid bodies: not JSON, wrong content type, empty', async () => {
    const notJson = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: 'bad_request', message: 'The body is not valid JSON.' });
    const text = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: 'unsupported_media_type' });
    await unchanged();
  });

  it('invalid tokens get 401', async () => {
    for (const authorization of ['Bearer nope', 'Bearer ', 'Basic abc', `Bearer ${'x'.repeat(600)}`]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/service/startup', headers: { authorization }, payload: { user: 'power@demo.test', user_id: 2, company_id: 1 } });
      expect(response.statusCode, authorization.slice(0, 20)).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
    await unchanged();
  });

  it('an expired session gets 401 and changes nothing', async () => {
    const session = await t.login('plan2@demo.test', { remoteAddress: nextClientAddress() });
    await t.database.handle.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', hashToken(session.token)).execute();
    before = await snapshotTables(t.database.handle.db);
    const response = await t.post('/api/service/settings/update', { user_id: 4, company_id: 1, settings: { dark_mode: true } }, { token: session.token });
    expect(response.statusCode).toBe(401);
    await unchanged();
  });

  it('unknown API paths get 404 JSON; errors never carry a stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No API route GET /api/does/not/exist' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('security headers and a content security policy are sent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
