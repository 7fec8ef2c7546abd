import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/**
 * A bounded fuzzer over every POST route of the API (issue 16): bodies built from the fields our
 * contracts use, filled with NUL characters, lone surrogates, huge and deep values and wrong types.
 * No answer may be a 5xx, and every 400 names the field it refuses. The seed is fixed so a failure
 * replays; raise RUNS_PER_ROUTE locally to look harder.
 */
const RUNS_PER_ROUTE = 70;

const FIELDS = [
  'company', 'user', 'company_id', 'user_id', 'id', 'collection_id', 'name', 'keywords', 'keyword', 'location', 'language',
  'options', 'request_type', 'settings', 'saved_headers', 'email', 'pass', 'password', 'code', 'job_id', 'column', 'value',
  'previous', 'columns', 'share_id', 'additional_data', 'message', 'domain', 'device', 'keywords_array', 'location_code',
] as const;

/**
 * A deep value stands in the generated body as this marker and becomes JSON text only when sent:
 * fast-check prints a failing body recursively, and a real 5,000-level value would overflow it.
 */
const DEEP = '@@deep@@';
const DEEP_JSON = `${'[{"a":'.repeat(2_500)}"x"${'}]'.repeat(2_500)}`;

const nasty = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'glüh\uD800wein', '\uDFFF', 'x'.repeat(20_000), '', ' ', '1e0', ' 1 ', '0x1', '-1', "' OR 1=1 --", '__proto__'),
  fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, -1, 0, 1.5, 1e308, true, false, null),
  fc.constant(DEEP),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, nasty, fc.array(tie('any'), { maxLength: 5 }), fc.dictionary(fc.constantFrom(...FIELDS), tie('any'), { maxKeys: 4 })),
})).any;
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 6 }), value);

describe.each(httpOnlyKinds)('fuzzed bodies on every POST route, on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind, { apiRequestsPerMinute: 1_000_000 });
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  it('never answers 5xx, and every 400 names its field', async () => {
    const routes = [...new Set(t.app.apiAccess.filter((route) => route.method === 'POST').map((route) => route.url))];
    expect(routes.length).toBeGreaterThan(30);
    let sent = 0;
    for (const [index, url] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, withToken) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${power.token}` } : {}) },
            payload: JSON.stringify(payload).replaceAll(`"${DEEP}"`, DEEP_JSON),
            remoteAddress: nextClientAddress(),
          });
          sent += 1;
          const answer = response.body.slice(0, 300);
          expect(response.statusCode, `${url} → ${answer}`).toBeLessThan(500);
          if (response.statusCode === 400) {
            const { field, message } = response.json<{ field?: unknown; message?: unknown }>();
            expect(typeof field, `${url} → ${answer}`).toBe('string');
            expect(String(message).startsWith(`${String(field)}: `), `${url} → ${answer}`).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 1600 + index },
      );
    }
    expect(sent).toBe(routes.length * RUNS_PER_ROUTE);
  }, 240_000);
});
