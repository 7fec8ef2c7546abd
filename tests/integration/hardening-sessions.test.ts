import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

/** Issue 16, defect 1 (HTTP side): a session ends when the account, the membership or the session's absolute lifetime does. */
describe.each(databaseKinds)('hardening: sessions end when they should on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { sessionMaxHours: 2 });
  });
  afterAll(() => t.close());

  const setActive = (userId: number, active: boolean) => t.database.handle.db.updateTable('users').set({ active }).where('id', '=', userId).execute();

  it('a deactivated user’s old token gets 401 on every ordinary route at once; the inactivity check and logout still answer', async () => {
    const session = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const startup = { user: 'power@demo.test', user_id: 2, company_id: 1 };
    expect((await t.post('/api/service/startup', startup, { token: session.token })).statusCode).toBe(200);
    await setActive(2, false);
    try {
      for (const [url, body] of [
        ['/api/service/startup', startup],
        ['/api/collections/list', { company_id: 1 }],
        ['/api/notifications/list', { company_id: 1 }],
        ['/api/service/settings/update', { user_id: 2, company_id: 1, settings: {} }],
      ] as const) {
        const response = await t.post(url, body, { token: session.token });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
        expect(response.json(), url).toMatchObject({ error: 'unauthorized', message: expect.stringContaining('deactivated') });
      }
      // The client learns why through the inactivity check (SPEC §4), and can still end the session.
      expect((await t.post('/api/user/inactivecheck', { company_id: 1 }, { token: session.token })).json()).toEqual({ active: false });
      expect((await t.post('/api/user/logout', {}, { token: session.token })).statusCode).toBe(200);
    } finally {
      await setActive(2, true);
    }
  });

  it('a removed membership loses that company at once and keeps the others', async () => {
    const session = await t.login('multi@demo.test', { remoteAddress: nextClientAddress() });
    const startupOf = (companyId: number) => t.post('/api/service/startup', { user: 'multi@demo.test', user_id: 9, company_id: companyId }, { token: session.token });
    expect((await startupOf(2)).statusCode).toBe(200);
    const { db } = t.database.handle;
    await db.deleteFrom('memberships').where('user_id', '=', 9).where('company_id', '=', 2).execute();
    try {
      for (const response of [await startupOf(2), await t.post('/api/collections/list', { company_id: 2 }, { token: session.token })]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: 'company_id 2 is not a company of this user.' });
      }
      expect((await startupOf(1)).statusCode).toBe(200);
    } finally {
      await db.insertInto('memberships').values({ user_id: 9, company_id: 2, is_default: false }).execute();
    }
  });

  it('the absolute lifetime ends a session that kept sliding', async () => {
    const session = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    const startup = { user: 'basic@demo.test', user_id: 3, company_id: 1 };
    const { db } = t.database.handle;
    // Used a minute ago, so the sliding expiry is far off; but it was created longer ago than the 2 h maximum.
    await db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`now() - interval '2 hours 1 minute'`, last_seen_at: sql<Date>`now() - interval '1 minute'`, expires_at: sql<Date>`now() + interval '20 hours'` })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    expect((await t.post('/api/service/startup', startup, { token: session.token })).statusCode).toBe(401);
    expect((await t.post('/api/user/tokencheck', { user: 'basic@demo.test', token: session.token })).json()).toEqual({ loggedIn: false });
  });

  it('sliding never moves the expiry past the absolute lifetime', async () => {
    const session = await t.login('plan2@demo.test', { remoteAddress: nextClientAddress() });
    const { db } = t.database.handle;
    await db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`now() - interval '90 minutes'`, last_seen_at: sql<Date>`now() - interval '5 minutes'` })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    expect((await t.post('/api/service/startup', { user: 'plan2@demo.test', user_id: 4, company_id: 1 }, { token: session.token })).statusCode).toBe(200);
    const row = await db.selectFrom('sessions').select(['created_at', 'expires_at']).where('token_hash', '=', hashToken(session.token)).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(new Date(row.created_at).getTime() + 2 * 3_600_000);
  });
});
