import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCode, issueCode } from '../../server/auth/account-code-store.ts';
import { hashToken } from '../../server/auth/sessions.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { passwordRuleMessages } from '../../src/domain/contracts/account.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

const NEW_PASSWORD = 'a-new-Passw0rd-for-tests';

describe.each(databaseKinds)('setting a password with a mailed code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const set = (code: string | undefined, password: string, token?: string) =>
    t.post('/api/user/password/set', { code, password }, token ? { token } : {});
  const passwordHashOf = async (id: number) =>
    (await db().selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

  it('stores only the SHA-256 of a code', async () => {
    const code = await issueCode(db(), 2, 'reset_password');
    const rows = await db().selectFrom('account_codes').select('code_hash').where('user_id', '=', 2).execute();
    expect(rows.map((r) => r.code_hash)).toContain(hashCode(code));
    expect(rows.map((r) => r.code_hash)).not.toContain(code);
  });

  it('ends the other sessions of the user and keeps the one making the call', async () => {
    const calling = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    const other = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    const bystander = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const code = await issueCode(db(), 5, 'reset_password');
    expect((await set(code, NEW_PASSWORD, calling.token)).statusCode).toBe(200);
    const live = (await db().selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);
    expect(live).toContain(hashToken(calling.token));
    expect(live).not.toContain(hashToken(other.token));
    expect(live).toContain(hashToken(bystander.token));
    expect((await t.post('/api/user/tokencheck', { user: 'orange@demo.test', token: other.token })).json()).toEqual({ loggedIn: false });
  });

  it('confirms an unverified address and keeps its company', async () => {
    const ip = nextClientAddress();
    expect((await t.post('/api/user/login', { email: 'unverified@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: ip })).json()).toEqual({ verificationerror: 1 });
    const code = await issueCode(db(), 11, 'reset_password');
    expect((await set(code, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.post('/api/user/login', { email: 'unverified@demo.test', pass: NEW_PASSWORD }, { remoteAddress: ip })).json()).toMatchObject({ login: 1, company_id: 1 });
    const memberships = await db().selectFrom('memberships').select('company_id').where('user_id', '=', 11).execute();
    expect(memberships).toEqual([{ company_id: 1 }]);
  });

  it('refuses an expired code with the message that says what to do, and changes nothing', async () => {
    const code = await issueCode(db(), 3, 'reset_password');
    await db().updateTable('account_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('code_hash', '=', hashCode(code)).execute();
    const before = await passwordHashOf(3);
    const response = await set(code, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'link_expired', message: 'This link has expired. Ask for a new one.', field: 'code' });
    expect(await passwordHashOf(3)).toBe(before);
  });

  it('refuses a code the second time', async () => {
    const code = await issueCode(db(), 4, 'reset_password');
    expect((await set(code, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await set(code, 'another-Passw0rd-entirely');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_used', message: 'This link has already been used. Ask for a new one.' });
    const login = await t.post('/api/user/login', { email: 'plan2@demo.test', pass: NEW_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(login.json()).toMatchObject({ login: 1 });
  });

  it('lets exactly one of two racing uses of a code win', async () => {
    const code = await issueCode(db(), 6, 'reset_password');
    const [a, b] = await Promise.all([set(code, 'first-Passw0rd-racing'), set(code, 'second-Passw0rd-racing')]);
    const statuses = [a?.statusCode, b?.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = a?.statusCode === 400 ? a : b;
    expect(loser?.json()).toMatchObject({ error: 'link_used' });
    const winner = a?.statusCode === 200 ? 'first-Passw0rd-racing' : 'second-Passw0rd-racing';
    const login = await t.post('/api/user/login', { email: 'white@demo.test', pass: winner }, { remoteAddress: nextClientAddress() });
    expect(login.json()).toMatchObject({ login: 1 });
    const used = await db().selectFrom('account_codes').select('used_at').where('code_hash', '=', hashCode(code)).executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
  });

  it('names the password rule a weak password breaks, and leaves the code usable', async () => {
    const code = await issueCode(db(), 7, 'reset_password');
    const short = await set(code, 'short1!');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'bad_request', field: 'password', message: `password: ${passwordRuleMessages.tooShort}` });
    expect(short.json<{ message: string }>().message).toContain('at least 10 characters');
    const same = await set(code, 'aaaaaaaaaaaaaa');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'password', message: `password: ${passwordRuleMessages.oneCharacter}` });
    expect((await set(code, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed code', async () => {
    const unknown = await set('A'.repeat(43), NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'link_unknown', message: 'This link is not valid. Ask for a new one.' });
    const malformed = await set('not a code!', NEW_PASSWORD);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'code' });
    expect((await set(undefined, NEW_PASSWORD)).json()).toMatchObject({ field: 'code' });
  });

  it('a new code retires the older unused one of the same purpose; using one retires the rest', async () => {
    const first = await issueCode(db(), 9, 'reset_password');
    const second = await issueCode(db(), 9, 'reset_password');
    const setup = await issueCode(db(), 9, 'set_password');
    expect((await set(first, NEW_PASSWORD)).json()).toMatchObject({ error: 'link_expired' });
    expect((await set(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await set(setup, NEW_PASSWORD)).json()).toMatchObject({ error: 'link_used' });
  });
});
