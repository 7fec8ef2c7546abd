import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERP_KEYWORD_TOO_LONG, TOO_MANY_CHARACTERS, TOO_MANY_WORDS } from '../../src/domain/phrase-validation.ts';
import { isQuestionPhrase } from '../../src/domain/question-words.ts';
import { parseHistoricalVolumeResponse } from '../../src/features/searchvolume/api/historical-volume.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { switchableProviders } from './switchable-providers.ts';

const HISTORICAL = '/api/v2/sources/dataforseo/historicalsv';
const SOURCES = '/api/v2/sources/';
const ELEVEN_WORDS = 'eins zwei drei vier fünf sechs sieben acht neun zehn elf';
const market = { location: 2276, language: 'de' };

describe.each(httpOnlyKinds)('keyword data API on %s', (kind) => {
  let t: TestApp;
  let switchable: ReturnType<typeof switchableProviders>;
  let power: LoggedIn;
  let orange: LoggedIn;
  let ideas: LoggedIn;
  let plan2: LoggedIn;
  beforeAll(async () => {
    switchable = switchableProviders();
    t = await createTestApp(kind, { providers: switchable.providers });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    power = await login('power@demo.test');
    orange = await login('orange@demo.test');
    ideas = await login('ideas@demo.test');
    plan2 = await login('plan2@demo.test');
  });
  afterAll(() => t.close());

  const historical = (who: LoggedIn, body: Record<string, unknown>) =>
    t.post(HISTORICAL, { keywords: ['glühwein'], company: who.company_id, user: who.id, ...market, ...body }, { token: who.token });
  const source = (who: LoggedIn, request_type: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    t.post(SOURCES, { company: who.company_id, user: who.id, request_type, options: { ...market, ...options }, ...extra }, { token: who.token });

  describe('historical search volume', () => {
    it('answers keyword rows for the valid lines and the SPEC §5 message and line of the others', async () => {
      const response = await historical(power, { keywords: ['glühwein', 'a'.repeat(81), ELEVEN_WORDS, 'Glühwein ', '', 'winterjacke'] });
      expect(response.statusCode).toBe(200);
      const body = parseHistoricalVolumeResponse(response.json());
      expect(body.entries.map((row) => row.keyword)).toEqual(['glühwein', 'winterjacke']);
      expect(body.entries[0]?.search_volumes).toHaveLength(48);
      expect(body.entries[0]?.avgsv).toEqual(expect.any(Number));
      expect(body.rejected).toEqual([
        { line: 2, phrase: 'a'.repeat(81), message: TOO_MANY_CHARACTERS },
        { line: 3, phrase: ELEVEN_WORDS, message: TOO_MANY_WORDS },
      ]);
    });

    it('asks the provider once: the same keywords again come from the cache', async () => {
      const keywords = ['rodelschlitten', 'schneeschuhe kaufen'];
      await historical(power, { keywords });
      const calls = switchable.state.metricsCalls;
      const again = await historical(power, { keywords: ['Rodelschlitten', 'schneeschuhe kaufen'] });
      expect(again.json()).toMatchObject({ entries: [{ keyword: 'Rodelschlitten' }, { keyword: 'schneeschuhe kaufen' }] });
      expect(switchable.state.metricsCalls).toBe(calls);
    });

    it('looks nothing up when every line is rejected', async () => {
      const calls = switchable.state.metricsCalls;
      const response = await historical(power, { keywords: [ELEVEN_WORDS] });
      expect(response.json()).toEqual({ entries: [], rejected: [{ line: 1, phrase: ELEVEN_WORDS, message: TOO_MANY_WORDS }] });
      expect(switchable.state.metricsCalls).toBe(calls);
    });

    it('needs a session, the session’s user and company, and right 10', async () => {
      expect((await t.post(HISTORICAL, { keywords: ['x'], company: 1, user: 2, ...market })).statusCode).toBe(401);
      const foreign = await historical(orange, { company: 1 });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json<{ message: string }>().message).toContain('company 1');
      const otherUser = await historical(orange, { user: power.id });
      expect(otherUser.statusCode).toBe(403);
      expect(otherUser.json<{ message: string }>().message).toContain(`user ${power.id}`);
      const noRight = await historical(ideas, {});
      expect(noRight.statusCode).toBe(403);
      expect(noRight.json<{ message: string }>().message).toContain('/searchvolume');
    });

    it.each([
      [{ keywords: undefined }, 'keywords'],
      [{ keywords: [] }, 'keywords'],
      [{ keywords: Array.from({ length: 1001 }, (_, i) => `k${i}`) }, 'keywords'],
      [{ keywords: [42] }, 'keywords.0'],
      [{ location: 'Germany' }, 'location'],
      [{ language: 'German language' }, 'language'],
      [{ company: 'abc' }, 'company'],
      [{ extra: true }, 'extra'],
    ])('refuses %j with 400 naming %s', async (patch, field) => {
      const response = await historical(power, patch);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field });
    });

    it('answers a provider failure as {error}, which the client parser rejects', async () => {
      switchable.state.fail = true;
      try {
        const response = await historical(power, { keywords: ['nie gefragtes keyword'] });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ error: { code: 'no_credits_left', message: 'The DataForSEO account has no credits left.' } });
        expect(() => parseHistoricalVolumeResponse(response.json())).toThrow('no credits left');
      } finally {
        switchable.state.fail = false;
      }
    });
  });

  describe('sources', () => {
    it('suggests: rows of the autocomplete phrases', async () => {
      const response = await source(power, 'suggests', { keyword: 'Glühwein' });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ request_type: string; keyword: string; entries: { keyword: string; search_volumes: unknown[] }[] }>();
      expect(body).toMatchObject({ request_type: 'suggests', keyword: 'Glühwein' });
      expect(body.entries.length).toBeGreaterThan(3);
      expect(body.entries.every((row) => row.keyword.toLowerCase().includes('glühwein') && row.search_volumes.length === 48)).toBe(true);
    });

    it('ideas: matching phrases of the seed, each once, never the seed itself', async () => {
      const response = await source(ideas, 'ideas', { keyword: 'winterjacke' });
      expect(response.statusCode).toBe(200);
      const keywords = response.json<{ entries: { keyword: string }[] }>().entries.map((row) => row.keyword.toLowerCase());
      expect(keywords.length).toBeGreaterThan(10);
      expect(keywords).not.toContain('winterjacke');
      expect(keywords.every((k) => k.includes('winterjacke'))).toBe(true);
      expect(new Set(keywords).size).toBe(keywords.length);
    });

    it('questions: only W-question phrases, and the plan guard of /questions', async () => {
      const response = await source(power, 'questions', { keyword: 'glühwein' });
      expect(response.statusCode).toBe(200);
      const keywords = response.json<{ entries: { keyword: string }[] }>().entries.map((row) => row.keyword);
      expect(keywords.length).toBeGreaterThan(0);
      expect(keywords.every((k) => isQuestionPhrase(k, 'de'))).toBe(true);
      const blocked = await source(plan2, 'questions', { keyword: 'glühwein' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json<{ message: string }>().message).toContain('/questions');
    });

    it('serp: search operators are removed before the call, depth and device are honoured', async () => {
      const response = await source(power, 'serp', { keyword: 'site:example.de  glühwein   kaufen', device: 'mobile', depth: 5 });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ keyword: string; device: string; organic: { position: number }[]; features: number[] }>();
      expect(body).toMatchObject({ request_type: 'serp', keyword: 'example.de glühwein kaufen', device: 'mobile' });
      expect(body.organic.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    });

    it('rights: ideas without right 9 may not ask for suggests; company 2 may not name company 1', async () => {
      expect((await source(ideas, 'suggests', { keyword: 'x' })).statusCode).toBe(403);
      expect((await source(orange, 'ideas', { keyword: 'x' }, { company: 1 })).statusCode).toBe(403);
      expect((await t.post(SOURCES, { company: 1, user: 2, request_type: 'ideas', options: { keyword: 'x', ...market } })).statusCode).toBe(401);
    });

    it.each([
      ['bogus', { keyword: 'x' }, {}, 'request_type'],
      ['ideas', { keyword: '' }, {}, 'options.keyword'],
      ['ideas', { keyword: 'x', depth: 5 }, {}, 'options.depth'],
      ['serp', { keyword: 'x', depth: 101 }, {}, 'options.depth'],
      ['serp', { keyword: 'x', device: 'watch' }, {}, 'options.device'],
      ['suggests', { keyword: 'x', location: -1 }, {}, 'options.location'],
      ['suggests', { keyword: 'x' }, { user: 'me' }, 'user'],
    ])('refuses request_type %s with options %j with 400 naming %s', async (type, options, extra, field) => {
      const response = await source(power, type, options, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field });
    });

    it('refuses a keyword that breaks a SPEC §5 rule with its message', async () => {
      const words = await source(power, 'ideas', { keyword: ELEVEN_WORDS });
      expect(words.statusCode).toBe(400);
      expect(words.json()).toMatchObject({ field: 'options.keyword', message: `options.keyword: ${TOO_MANY_WORDS}` });
      const serp = await source(power, 'serp', { keyword: 'wort '.repeat(140) });
      expect(serp.json()).toMatchObject({ field: 'options.keyword', message: `options.keyword: ${SERP_KEYWORD_TOO_LONG}` });
      const onlyOperators = await source(power, 'serp', { keyword: 'site: intitle:' });
      expect(onlyOperators.json()).toMatchObject({ field: 'options.keyword' });
    });

    it('answers a provider failure as {error}', async () => {
      switchable.state.fail = true;
      try {
        for (const type of ['suggests', 'serp']) {
          const response = await source(power, type, { keyword: 'unbekannt neu' });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ error: { code: 'no_credits_left', message: 'The DataForSEO account has no credits left.' } });
        }
      } finally {
        switchable.state.fail = false;
      }
    });
  });
});
