import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminAccess } from '../../server/auth/route-access.ts';
import { hashToken } from '../../server/auth/sessions.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type TestApp } from './harness.ts';

/**
 * Issue 16: the access matrix over every declared route, for the callers the first matrix (480
 * requests, none leaked) did not have: a deactivated account, a session past its absolute lifetime,
 * a removed membership and an admin calling about another company.
 */
describe.each(httpOnlyKinds)('hardening: access matrix on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { sessionMaxHours: 24 });
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: method as 'GET' | 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(method === 'GET' ? {} : { payload }) });
  const guarded = () => t.app.apiAccess.filter((route) => route.method !== 'HEAD' && route.access !== 'public');

  it('a deactivated account’s session gets 401 on every route but the inactivity check and logout', async () => {
    const admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    const { db } = t.database.handle;
    await db.updateTable('users').set({ active: false }).where('id', '=', 1).execute();
    try {
      const routes = guarded();
      expect(routes.length).toBeGreaterThan(30);
      for (const route of routes.filter((r) => !r.allowsInactive)) {
        const response = await call(route.method, route.url, admin.token, { company_id: 1 });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(401);
      }
      expect(routes.filter((r) => r.allowsInactive).map((r) => r.url).sort()).toEqual(['/api/user/inactivecheck', '/api/user/logout']);
    } finally {
      await db.updateTable('users').set({ active: true }).where('id', '=', 1).execute();
    }
  });

  it('a session past its absolute lifetime gets 401 on every route, however recently it was used', async () => {
    const admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    await t.database.handle.db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`now() - interval '25 hours'`, last_seen_at: sql<Date>`now()`, expires_at: sql<Date>`now() + interval '23 hours'` })
      .where('token_hash', '=', hashToken(admin.token))
      .execute();
    for (const route of guarded()) {
      expect((await call(route.method, route.url, admin.token, { company_id: 1 })).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('a removed membership closes that company on member, any-status and screen routes alike', async () => {
    const multi = await t.login('multi@demo.test', { remoteAddress: nextClientAddress() });
    const calls: [string, object][] = [
      ['/api/service/startup', { user: 'multi@demo.test', user_id: 9, company_id: 2 }],
      ['/api/user/inactivecheck', { company_id: 2 }],
      ['/api/notifications/list', { company_id: 2 }],
      ['/api/collections/list', { company_id: 2 }],
      ['/api/research/volume-jobs/recent', { company_id: 2 }],
    ];
    for (const [url, body] of calls) expect((await call('POST', url, multi.token, body)).statusCode, url).toBe(200);
    const { db } = t.database.handle;
    await db.deleteFrom('memberships').where('user_id', '=', 9).where('company_id', '=', 2).execute();
    try {
      for (const [url, body] of calls) {
        const response = await call('POST', url, multi.token, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toMatchObject({ message: 'company_id 2 is not a company of this user.' });
      }
    } finally {
      await db.insertInto('memberships').values({ user_id: 9, company_id: 2, is_default: false }).execute();
    }
  });

  it('every admin route refuses the admin of company 1 acting on company 2', async () => {
    const admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    const crossCompany: Record<string, object> = {
      'POST /api/admin/sso-codes': { user_id: 5 },
      'POST /api/admin/broadcast': { event: 'reloadFrontend', company_id: 2 },
      'POST /api/ai-chat/admin/switch': { company_id: 2, enabled: false },
    };
    // The outbox takes no company: it filters instead (hardening-admin-scope.test.ts). The API
    // description holds no company's data at all, only the routes' contracts (openapi.test.ts).
    const filtered = ['GET /api/dev/outbox', 'GET /api/docs/openapi.json'];
    const adminRoutes = guarded().filter((route) => route.access !== undefined && isAdminAccess(route.access)).map((route) => `${route.method} ${route.url}`);
    // A new admin route must be added here with its cross-company call.
    expect(adminRoutes.sort()).toEqual([...Object.keys(crossCompany), ...filtered].sort());
    for (const [route, body] of Object.entries(crossCompany)) {
      const [method = 'POST', url = ''] = route.split(' ');
      const response = await call(method, url, admin.token, body);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(403);
    }
  });
});
