import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import type { Realtime, ServerEvent } from '../../server/realtime/realtime.ts';
import type { CompanyUserResponse, UserAccess, UsersListResponse } from '../../src/domain/contracts/company-users.ts';
import type { ServerToClientEvents } from '../../src/domain/contracts/realtime.ts';
import type { AuditListResponse } from '../../src/domain/contracts/settings-audit.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { SELF_ADMIN, SELF_DEACTIVATE } from '../../src/domain/user-access-rules.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** A realtime port that only records what the server pushed, and which sessions it dropped. */
function recordingRealtime() {
  const pushed: { companyId: number; event: ServerEvent }[] = [];
  const dropped: number[] = [];
  const realtime: Realtime = {
    emitToCompany<E extends ServerEvent>(companyId: number, event: E, ..._payload: Parameters<ServerToClientEvents[E]>) {
      pushed.push({ companyId, event });
    },
    emitToAll() {},
    dropSession(sessionId) {
      dropped.push(sessionId);
    },
    async close() {},
  };
  return { realtime, pushed, dropped };
}

const ALL_SUITES = { research: true, content: true, monitoring: true, ai: true, chat: true };

describe.each(databaseKinds)('settings: the users of a company on %s', (kind) => {
  let t: TestApp;
  let admin: LoggedIn;
  let power: LoggedIn;
  let otherAdmin: LoggedIn;
  const live = recordingRealtime();

  beforeAll(async () => {
    t = await createTestApp(kind, { realtime: live.realtime });
    // An admin of company 2 only: the admin of another company.
    await t.database.handle.db
      .insertInto('users')
      .values({
        email: 'admin2@demo.test', name: 'Zoe Zwei', password_hash: await hashPassword('demo-Passw0rd'), admin: true, plan: 4, active: true, verified: true,
        research_suite: true, content_suite: true, monitoring_suite: true, ai_suite: true, chat_suite: true, settings: defaultUserSettings, saved_headers: {},
      })
      .execute();
    const id = (await t.database.handle.db.selectFrom('users').select('id').where('email', '=', 'admin2@demo.test').executeTakeFirstOrThrow()).id;
    await t.database.handle.db.insertInto('memberships').values({ user_id: id, company_id: 2, is_default: true }).execute();
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [admin, power, otherAdmin] = await Promise.all([login('admin@demo.test'), login('power@demo.test'), login('admin2@demo.test')]);
  });
  afterAll(async () => t.close());

  const post = (path: string, body: object, who: LoggedIn = admin) => t.post(`/api/settings/${path}`, body, { token: who.token });
  const auditRows = async () => (await post('audit/list', { company_id: 1 })).json<AuditListResponse>().entries;

  it('lists the company’s users with rights, plan and suites; another company’s users are not there', async () => {
    const response = await post('users/list', { company_id: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { users } = response.json<UsersListResponse>();
    const emails = users.map((user) => user.email);
    expect(emails).toContain('power@demo.test');
    expect(emails).not.toContain('orange@demo.test');
    expect(users.find((user) => user.email === 'power@demo.test')).toMatchObject({ admin: false, plan: 4, rights: [1, 8, 9, 10, 11, 12, 17, 25, 42], suites: ALL_SUITES, shared: false });
    expect(users.find((user) => user.email === 'inactive@demo.test')).toMatchObject({ active: false, last_login: null });
    // Last login: the newest kept session; power@ logged in for this test, plan2@ never did.
    const powerLogin = Date.parse(users.find((user) => user.email === 'power@demo.test')?.last_login ?? '');
    expect(Date.now() - powerLogin).toBeLessThan(10 * 60_000);
    expect(users.find((user) => user.email === 'plan2@demo.test')?.last_login).toBeNull();
    // multi@ is also in company 2, which admin@ does not administer.
    expect(users.find((user) => user.email === 'multi@demo.test')).toMatchObject({ shared: true });
  });

  it('refuses a non-admin, the admin of another company and a plan that blocks settings, each with a clear 4xx', async () => {
    const calls = [
      ['users/list', { company_id: 1 }],
      ['users/active', { company_id: 1, member_id: 3, active: false }],
      ['users/access', { company_id: 1, member_id: 3, access: { admin: false, plan: 1, rights: [1], suites: ALL_SUITES } }],
      ['users/invite', { company_id: 1, email: 'x@example.com', name: 'X', access: { admin: false, plan: 1, rights: [], suites: ALL_SUITES } }],
      ['audit/list', { company_id: 1 }],
    ] as const;
    for (const [path, body] of calls) {
      const byPower = await post(path, body, power);
      expect(byPower.statusCode, `${path}: ${byPower.body}`).toBe(403);
      expect(byPower.json<{ message: string }>().message).toContain('/settings needs an admin');
      const byOther = await post(path, body, otherAdmin);
      expect(byOther.statusCode, `${path}: ${byOther.body}`).toBe(403);
      expect(byOther.json<{ message: string }>().message).toBe('company_id 1 is not a company of this user.');
    }
    // SPEC §6: plan 3 blocks Settings, for an admin too.
    const db = t.database.handle.db;
    await db.updateTable('users').set({ plan: 3 }).where('id', '=', otherAdmin.id).execute();
    try {
      const blocked = await post('users/list', { company_id: 2 }, otherAdmin);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json<{ message: string }>().message).toContain('/settings needs a higher plan');
    } finally {
      await db.updateTable('users').set({ plan: 4 }).where('id', '=', otherAdmin.id).execute();
    }
    // In their own company the other admin cannot reach a user of company 1 either.
    const reach = await post('users/active', { company_id: 2, member_id: 3, active: false }, otherAdmin);
    expect(reach.statusCode).toBe(404);
    expect(reach.json()).toMatchObject({ field: 'member_id', message: 'member_id 3 is not a user of company 2.' });
  });

  it('answers a bad value with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ company_id: 1, member_id: 3, access: { admin: false, plan: 9, rights: [1], suites: ALL_SUITES } }, 'access.plan'],
      [{ company_id: 1, member_id: 3, access: { admin: false, plan: 1, rights: [2], suites: ALL_SUITES } }, 'access.rights.0'],
      [{ company_id: 1, member_id: 3, access: { admin: false, plan: 1, rights: [1, 1], suites: ALL_SUITES } }, 'access.rights'],
      [{ company_id: 1, member_id: 3, access: { admin: false, plan: 1, rights: [1], suites: { research: true } } }, 'access.suites.content'],
      [{ company_id: 1, member_id: 'three', access: { admin: false, plan: 1, rights: [1], suites: ALL_SUITES } }, 'member_id'],
    ];
    for (const [body, field] of cases) {
      const response = await post('users/access', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json(), field).toMatchObject({ error: 'bad_request', field });
    }
    const invite = await post('users/invite', { company_id: 1, email: 'not-an-address', name: 'N', access: { admin: false, plan: 1, rights: [], suites: ALL_SUITES } });
    expect(invite.json()).toMatchObject({ field: 'email' });
    const taken = await post('users/invite', { company_id: 1, email: 'Orange@demo.test', name: 'O', access: { admin: false, plan: 1, rights: [], suites: ALL_SUITES } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'email', message: expect.stringContaining('already has an account') });
  });

  it('never lets an admin remove their own admin right or deactivate themselves', async () => {
    const self = await post('users/access', { company_id: 1, member_id: admin.id, access: { admin: false, plan: 4, rights: [], suites: ALL_SUITES } });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'bad_request', field: 'access.admin', message: `access.admin: ${SELF_ADMIN}` });
    const off = await post('users/active', { company_id: 1, member_id: admin.id, active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ field: 'active', message: `active: ${SELF_DEACTIVATE}` });
  });

  it('refuses to change a user who is also in a company the admin does not administer', async () => {
    const response = await post('users/active', { company_id: 1, member_id: 9, active: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ field: 'member_id', message: expect.stringContaining('multi@demo.test') });
  });

  it('deactivates a user: their sessions end at once, the socket is told, the audit row is written; reactivating lets them log in again', async () => {
    const basic = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    const startup = { user: 'basic@demo.test', user_id: 3, company_id: 1 };
    expect((await t.post('/api/service/startup', startup, { token: basic.token })).statusCode).toBe(200);
    live.pushed.length = 0;
    const off = await post('users/active', { company_id: 1, member_id: 3, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<CompanyUserResponse>().user).toMatchObject({ email: 'basic@demo.test', active: false });
    expect((await t.post('/api/service/startup', startup, { token: basic.token })).statusCode).toBe(401);
    expect(live.dropped.length).toBeGreaterThan(0);
    expect(live.pushed).toEqual([{ companyId: 1, event: 'settingsChanged' }]);
    expect((await auditRows())[0]).toMatchObject({ actor_email: 'admin@demo.test', action: 'user.deactivate', target: 'basic@demo.test', before: { active: true }, after: { active: false } });
    const refused = await t.post('/api/user/login', { email: 'basic@demo.test', pass: 'demo-Passw0rd' }, { remoteAddress: nextClientAddress() });
    expect(refused.json()).toMatchObject({ inactiverror: 1 });

    const on = await post('users/active', { company_id: 1, member_id: 3, active: true });
    expect(on.json<CompanyUserResponse>().user.active).toBe(true);
    expect((await auditRows())[0]).toMatchObject({ action: 'user.reactivate', before: { active: false }, after: { active: true } });
    await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
  });

  it('sets rights, plan and suites; the audit row holds only what changed; an unchanged save writes nothing', async () => {
    const access: UserAccess = { admin: false, plan: 2, rights: [12, 1, 8, 9, 10, 42], suites: { research: true, content: true, monitoring: false, ai: false, chat: false } };
    live.pushed.length = 0;
    const response = await post('users/access', { company_id: 1, member_id: 3, access });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CompanyUserResponse>().user).toMatchObject({ plan: 2, rights: [1, 8, 9, 10, 12, 42] });
    const [row] = await auditRows();
    expect(row).toMatchObject({ action: 'user.access', target: 'basic@demo.test', before: { plan: 1, rights: [1, 8, 9, 10] }, after: { plan: 2, rights: [1, 8, 9, 10, 12, 42] } });
    expect(Object.keys(row?.after ?? {}).sort()).toEqual(['plan', 'rights']);
    expect(live.pushed).toEqual([{ companyId: 1, event: 'settingsChanged' }]);
    // The user's own start-up data now carries the new rights.
    const basic = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    const startup = (await t.post('/api/service/startup', { user: 'basic@demo.test', user_id: 3, company_id: 1 }, { token: basic.token })).json<{ userRights: { rightID: number }[] }>();
    expect(startup.userRights.map((r) => r.rightID)).toContain(42);

    const count = (await auditRows()).length;
    await post('users/access', { company_id: 1, member_id: 3, access });
    expect(await auditRows()).toHaveLength(count);
  });

  it('invites a new user by e-mail: a member of the company with the given rights, a set-password link in the mail, an audit row', async () => {
    const access: UserAccess = { admin: false, plan: 1, rights: [1, 8], suites: { research: true, content: false, monitoring: false, ai: false, chat: false } };
    const response = await post('users/invite', { company_id: 1, email: 'New.Person@Example.com', name: 'Nora Neu', access });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<CompanyUserResponse>();
    expect(user).toMatchObject({ email: 'new.person@example.com', name: 'Nora Neu', verified: false, active: true, rights: [1, 8], plan: 1 });
    const mail = await t.database.handle.db.selectFrom('mail_outbox').select(['subject', 'text']).where('to', '=', 'new.person@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('You are invited to Demo GmbH on Keyword Workbench');
    const code = /\/setpassword\/([\w-]+)/u.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect((await auditRows())[0]).toMatchObject({ action: 'user.invite', target: 'new.person@example.com', after: { name: 'Nora Neu', rights: [1, 8] } });
    // The existing set-password flow finishes the account, in this company and not a trial of its own.
    const set = await t.post('/api/user/password/set', { code, password: 'a-new-Passw0rd' });
    expect(set.statusCode, set.body).toBe(200);
    const memberships = await t.database.handle.db.selectFrom('memberships').select('company_id').where('user_id', '=', user.id).execute();
    expect(memberships).toEqual([{ company_id: 1 }]);
  });

  it('filters the audit log by user and action', async () => {
    const byAction = (await post('audit/list', { company_id: 1, action: 'user.access' })).json<AuditListResponse>();
    expect(byAction.entries.length).toBeGreaterThan(0);
    expect(byAction.entries.every((entry) => entry.action === 'user.access')).toBe(true);
    expect(byAction.actors).toEqual([{ id: admin.id, email: 'admin@demo.test' }]);
    expect((await post('audit/list', { company_id: 1, actor_id: power.id })).json<AuditListResponse>().entries).toEqual([]);
    expect((await post('audit/list', { company_id: 1, action: 'user.rename' })).json()).toMatchObject({ field: 'action' });
    expect((await post('audit/list', { company_id: 2 }, otherAdmin)).json<AuditListResponse>().entries).toEqual([]);
  });
});
