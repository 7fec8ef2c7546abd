import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { snapshotTables } from './table-snapshot.ts';

/**
 * Inputs that once answered 500 (issue 16, defect 3): a NUL character, a lone UTF-16 surrogate, an
 * id past 2^31, ids that are not whole numbers, and bodies nested deep enough to overflow a
 * recursive validator. Each must be a 400 that names the field and the rule, and change nothing.
 */
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'glüh\uD800wein';

/** The JSON text of `{...valid, field: {"a": [[[…]]]}}` nested `depth` levels, built as text: a recursive stringify would overflow first. */
function deeplyNested(valid: Record<string, unknown>, field: string, depth: number): string {
  const head = JSON.stringify(valid).slice(0, -1);
  return `${head}${head.length > 1 ? ',' : ''}"${field}":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
}

describe.each(httpOnlyKinds)('text and numbers that once gave 500, on %s', (kind) => {
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

  const expectBadField = async (url: string, body: unknown, field: string, rule: RegExp, options: { token?: string } = { token: power.token }) => {
    const response = await t.post(url, body, { ...options, remoteAddress: nextClientAddress() });
    expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(400);
    const answer = response.json<{ error: string; field: string; message: string }>();
    expect(answer).toMatchObject({ error: 'bad_request', field });
    expect(answer.message).toMatch(rule);
    expect(answer.message.startsWith(`${field}: `)).toBe(true);
  };

  it('a NUL character in any string field is a 400 naming the field', async () => {
    const nulRule = /NUL/u;
    const company = { company_id: power.company_id };
    await expectBadField('/api/collections/create', { ...company, name: NUL, location: 2276, language: 'de' }, 'name', nulRule);
    await expectBadField('/api/collections/create', { ...company, name: 'Winter', location: 2276, language: 'de', keywords: ['punsch', NUL] }, 'keywords.1', nulRule);
    await expectBadField('/api/research/volume-jobs/start', { ...company, keywords: [NUL], location: 2276, language: 'de' }, 'keywords.0', nulRule);
    await expectBadField('/api/v2/sources/', { company: power.company_id, user: power.id, request_type: 'suggests', options: { keyword: NUL, location: 2276, language: 'de' } }, 'options.keyword', nulRule);
    await expectBadField('/api/service/settings/header/update', { user_id: power.id, company_id: power.company_id, saved_headers: { table: { note: NUL } } }, 'saved_headers.table.note', nulRule);
    await expectBadField('/api/user/register', { email: 'new@demo.test', name: NUL }, 'name', nulRule, {});
    // A NUL in a key is as bad as one in a value.
    await expectBadField('/api/service/settings/header/update', { user_id: power.id, company_id: power.company_id, saved_headers: { [NUL]: 1 } }, `saved_headers.${NUL}`, nulRule);
    await unchanged();
  });

  it('a lone surrogate is a 400 naming the field', async () => {
    const rule = /surrogate/u;
    const company = { company_id: power.company_id };
    await expectBadField('/api/collections/create', { ...company, name: 'Winter', location: 2276, language: 'de', keywords: [LONE_SURROGATE] }, 'keywords.0', rule);
    await expectBadField('/api/service/settings/header/update', { user_id: power.id, company_id: power.company_id, saved_headers: { table: LONE_SURROGATE } }, 'saved_headers.table', rule);
    await unchanged();
  });

  it('an id past 2^31 and ids that are not whole numbers are 400s naming the field', async () => {
    await expectBadField('/api/user/inactivecheck', { company_id: 2_147_483_648 }, 'company_id', /at most 2147483647|too big|<=/iu);
    for (const id of [true, '1e0', ' 1 ', '0x1', 1.5, '', null]) {
      await expectBadField('/api/user/inactivecheck', { company_id: id }, 'company_id', /whole number|digits|positive|>/iu);
    }
    // Digits as a string stay accepted: older clients sent ids so.
    const asText = await t.post('/api/user/inactivecheck', { company_id: String(power.company_id) }, { token: power.token });
    expect(asText.statusCode).toBe(200);
    await unchanged();
  });

  it('a body nested 100,000 levels deep is a 400 naming the field, with or without a token', async () => {
    for (const [url, valid, field, token] of [
      ['/api/user/login', { email: 'power@demo.test', pass: 'wrong' }, 'additional_data', undefined],
      ['/api/service/settings/header/update', { user_id: power.id, company_id: power.company_id }, 'saved_headers', power.token],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: deeplyNested(valid, field, 100_000),
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field, message: expect.stringMatching(new RegExp(`^${field}: .*nested`, 'u')) });
    }
    await unchanged();
  });
});
