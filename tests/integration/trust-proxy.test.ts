import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../server/auth/login-limiter.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { createTestApp, httpOnlyKinds, type TestApp } from './harness.ts';

/**
 * Behind a reverse proxy every request came from the proxy's address, so one guesser's failures
 * stopped every client (issue 16, defect 4). TRUST_PROXY names the proxy whose X-Forwarded-For
 * is believed; without it the header is ignored, so a client cannot choose its own address.
 */
describe.each(httpOnlyKinds)('client addresses behind a proxy, on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const login = (app: TestApp, pass: string, forwardedFor: string, proxy: string) =>
    app.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'basic@demo.test', pass }, remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });

  it('with the proxy trusted, limits count the clients behind it, not the proxy', async () => {
    t = await createTestApp(kind, { trustProxy: ['10.0.0.0/8'] });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await login(t, 'wrong', '203.0.113.7', '10.0.0.2')).json()).toEqual({ login: 0 });
    expect((await login(t, DEMO_PASSWORD, '203.0.113.7', '10.0.0.2')).statusCode).toBe(429);
    // Another client behind the same proxy is not stopped by the first one's failures.
    expect((await login(t, DEMO_PASSWORD, '198.51.100.4', '10.0.0.2')).json()).toMatchObject({ login: 1 });
  });

  it('without TRUST_PROXY the header is ignored: a client cannot dodge its limit by naming another address', async () => {
    t = await createTestApp(kind);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await login(t, 'wrong', `203.0.113.${i}`, '127.0.9.9')).json()).toEqual({ login: 0 });
    expect((await login(t, DEMO_PASSWORD, '198.51.100.99', '127.0.9.9')).statusCode).toBe(429);
  });
});
