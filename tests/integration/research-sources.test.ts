// POST /api/v2/sources/ for the Research suite: Ideas views, a domain seed, Suggests patterns,
// Questions, paging, the provider caches, access and bad input. The sample provider's phrases are
// being enriched elsewhere, so these tests assert properties (matching ideas contain the seed,
// related ones do not, groups agree with entries), never exact phrases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGEST_PATTERNS, type KeywordSourceResponse } from '../../src/domain/contracts/keyword-data.ts';
import { phraseError, phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { isQuestionPhrase, questionWords } from '../../src/domain/question-words.ts';
import { suggestTerms } from '../../src/domain/suggest-expansion.ts';
import { ProviderError } from '../../server/providers/errors.ts';
import type { Providers } from '../../server/providers/ports.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const SOURCES = '/api/v2/sources/';
const HISTORICAL = '/api/v2/sources/dataforseo/historicalsv';
const market = { location: 2276, language: 'de' };

/** The sample providers, counting the calls of the research ports; `fail` and `empty` switch their answers. */
function countingProviders() {
  const state = { fail: false, empty: false, calls: { suggestions: 0, ideas: 0, domainKeywords: 0 } };
  const sample = selectProviders({});
  const gate = (): boolean => {
    if (state.fail) throw new ProviderError('no_credits_left', 'The DataForSEO account has no credits left.');
    return state.empty;
  };
  const providers: Providers = {
    ...sample,
    suggestions: {
      suggestions: async (request) => {
        state.calls.suggestions += 1;
        return gate() ? [] : sample.suggestions.suggestions(request);
      },
    },
    ideas: {
      ideas: async (request) => {
        state.calls.ideas += 1;
        return gate() ? [] : sample.ideas.ideas(request);
      },
    },
    domainKeywords: {
      domainKeywords: async (request) => {
        state.calls.domainKeywords += 1;
        return gate() ? [] : sample.domainKeywords.domainKeywords(request);
      },
    },
  };
  return { state, providers };
}

const keywordsOf = (body: KeywordSourceResponse) => body.entries.map((row) => row.keyword);
const contains = (phrase: string, seed: string) => ` ${phraseIdentity(phrase)} `.includes(phraseIdentity(seed));

/** Every grouped phrase has its row in the entries, and each row stands in a group; no group repeats a phrase. */
function expectGroupsMatchEntries(body: KeywordSourceResponse): void {
  const rows = new Set(body.entries.map((row) => phraseIdentity(row.keyword)));
  const grouped = new Set<string>();
  for (const group of body.groups) {
    const identities = group.phrases.map(phraseIdentity);
    expect(new Set(identities).size).toBe(identities.length);
    expect(group.phrases.length).toBeGreaterThan(0);
    for (const identity of identities) {
      expect(rows.has(identity)).toBe(true);
      grouped.add(identity);
    }
  }
  expect(grouped).toEqual(rows);
}

describe.each(databaseKinds)('research sources on %s', (kind) => {
  let t: TestApp;
  let counting: ReturnType<typeof countingProviders>;
  let power: LoggedIn;
  let ideas: LoggedIn;
  let plan2: LoggedIn;
  beforeAll(async () => {
    counting = countingProviders();
    t = await createTestApp(kind, { providers: counting.providers });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    power = await login('power@demo.test');
    ideas = await login('ideas@demo.test');
    plan2 = await login('plan2@demo.test');
  });
  afterAll(() => t.close());

  const post = (who: LoggedIn, request_type: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    t.post(SOURCES, { company: who.company_id, user: who.id, request_type, options: { ...market, ...options }, ...extra }, { token: who.token });
  const answer = async (who: LoggedIn, request_type: string, options: Record<string, unknown>): Promise<KeywordSourceResponse> => {
    const response = await post(who, request_type, options);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<KeywordSourceResponse & { error?: unknown }>();
    expect(body.error).toBeUndefined();
    return body;
  };

  describe('ideas', () => {
    it('matching: distinct phrases that contain the seed, never the seed itself, with full rows', async () => {
      const body = await answer(ideas, 'ideas', { keyword: 'Glühwein', view: 'matching' });
      expect(body).toMatchObject({ request_type: 'ideas', keyword: 'Glühwein', seed_kind: 'keyword', view: 'matching', groups: [], rankings: [] });
      const keywords = keywordsOf(body);
      expect(keywords.length).toBeGreaterThan(0);
      expect(keywords.every((k) => contains(k, 'glühwein') && phraseIdentity(k) !== 'glühwein')).toBe(true);
      expect(new Set(keywords.map(phraseIdentity)).size).toBe(keywords.length);
      expect(body.entries.every((row) => row.search_volumes.length === 48)).toBe(true);
      expect(body.total).toBeGreaterThanOrEqual(keywords.length);
    });

    it('related: phrases on the topic that do not contain the seed', async () => {
      const body = await answer(ideas, 'ideas', { keyword: 'glühwein', view: 'related' });
      expect(body.view).toBe('related');
      const keywords = keywordsOf(body);
      expect(keywords.length).toBeGreaterThan(0);
      expect(keywords.some((k) => contains(k, 'glühwein'))).toBe(false);
    });

    it('questions view: questions only, grouped by the question word that found them', async () => {
      const body = await answer(ideas, 'ideas', { keyword: 'glühwein', view: 'questions' });
      expect(body.view).toBe('questions');
      expect(body.entries.length).toBeGreaterThan(0);
      expect(keywordsOf(body).every((k) => isQuestionPhrase(k, 'de'))).toBe(true);
      expect(body.groups.every((g) => g.pattern === 'questions' && questionWords('de').includes(g.term))).toBe(true);
      expectGroupsMatchEntries(body);
    });

    it('a domain seed answers the keywords the domain ranks for, with their rankings and no view', async () => {
      const body = await answer(ideas, 'ideas', { keyword: 'https://Demo-Shop.de/winter', view: 'related', limit: 50 });
      expect(body).toMatchObject({ keyword: 'www.demo-shop.de', seed_kind: 'domain', view: null, groups: [] });
      expect(body.entries.length).toBeGreaterThan(0);
      expect(body.rankings.map((r) => r.keyword)).toEqual(keywordsOf(body));
      expect(body.rankings.every((r) => r.position >= 1 && r.url.includes('demo-shop.de'))).toBe(true);
      const positions = body.rankings.map((r) => r.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('pages: page 2 continues page 1 without overlap, and the last page has no next_offset', async () => {
      const all = keywordsOf(await answer(power, 'ideas', { keyword: 'winterjacke', limit: 1000 }));
      expect(all.length).toBeGreaterThan(8);
      const seen: string[] = [];
      let offset: number | null = 0;
      let pages = 0;
      while (offset !== null) {
        const page: KeywordSourceResponse = await answer(power, 'ideas', { keyword: 'winterjacke', offset, limit: 7 });
        expect(page.entries.length).toBeLessThanOrEqual(7);
        seen.push(...keywordsOf(page));
        expect(page.next_offset === null || page.next_offset === offset + 7).toBe(true);
        offset = page.next_offset;
        pages += 1;
        expect(pages).toBeLessThan(200);
      }
      expect(seen).toEqual(all);
      const past = await answer(power, 'ideas', { keyword: 'winterjacke', offset: 1000, limit: 10 });
      expect(past).toMatchObject({ entries: [], next_offset: null });
    });
  });

  describe('suggests', () => {
    it('expands all four patterns: at least 50 distinct phrases for glühwein (more than 200 where the provider gives them), grouped by pattern and term', async () => {
      const body = await answer(power, 'suggests', { keyword: 'glühwein' });
      expect(body).toMatchObject({ request_type: 'suggests', keyword: 'glühwein', seed_kind: 'keyword', view: null, rankings: [], next_offset: null });
      const keywords = keywordsOf(body);
      expect(keywords.length).toBeGreaterThanOrEqual(50);
      // The sample provider answers ten phrases per query, so ~90 queries give far more than one default page.
      expect(keywords.length).toBeGreaterThan(200);
      expect(new Set(keywords.map(phraseIdentity)).size).toBe(keywords.length);
      expect(keywords.every((k) => phraseError(k) === null && phraseIdentity(k) !== 'glühwein')).toBe(true);
      expect(body.total).toBe(keywords.length);
      for (const group of body.groups) expect(suggestTerms(group.pattern, 'de')).toContain(group.term);
      expect(new Set(body.groups.map((g) => g.pattern))).toEqual(new Set(SUGGEST_PATTERNS));
      expectGroupsMatchEntries(body);
    });

    it('asks only the chosen patterns', async () => {
      const body = await answer(power, 'suggests', { keyword: 'winterjacke', patterns: ['prepositions', 'comparisons'] });
      expect(body.groups.length).toBeGreaterThan(0);
      expect(body.groups.every((g) => g.pattern === 'prepositions' || g.pattern === 'comparisons')).toBe(true);
      expectGroupsMatchEntries(body);
    });

  });

  describe('questions', () => {
    it('groups the questions by question word, with a group for wie', async () => {
      const body = await answer(power, 'questions', { keyword: 'glühwein' });
      expect(body).toMatchObject({ request_type: 'questions', seed_kind: 'keyword', view: null });
      expect(keywordsOf(body).every((k) => isQuestionPhrase(k, 'de'))).toBe(true);
      expect(body.groups.every((g) => g.pattern === 'questions')).toBe(true);
      expect(body.groups.map((g) => g.term)).toContain('wie');
      expectGroupsMatchEntries(body);
    });

    it('pages like ideas: the groups hold only the phrases of the page', async () => {
      const first = await answer(power, 'questions', { keyword: 'punsch', limit: 5 });
      const second = await answer(power, 'questions', { keyword: 'punsch', offset: 5, limit: 5 });
      expect(first.entries).toHaveLength(5);
      expect(first.next_offset).toBe(5);
      expect(keywordsOf(second).some((k) => keywordsOf(first).includes(k))).toBe(false);
      expectGroupsMatchEntries(first);
      expectGroupsMatchEntries(second);
    });
  });

  describe('caches', () => {
    it('a lookup made this month answers from the cache without a provider call', async () => {
      const { calls } = counting.state;
      await answer(power, 'ideas', { keyword: 'rodelschlitten', view: 'matching' });
      await answer(power, 'ideas', { keyword: 'rodelschlitten', view: 'related' });
      await answer(power, 'ideas', { keyword: 'beispiel-laden.de' });
      await answer(power, 'suggests', { keyword: 'rodelschlitten', patterns: ['comparisons'] });
      const before = { ...calls };
      expect(before.ideas).toBeGreaterThan(0);
      expect(before.domainKeywords).toBeGreaterThan(0);
      await answer(power, 'ideas', { keyword: 'Rodelschlitten ', view: 'matching' });
      await answer(power, 'ideas', { keyword: 'rodelschlitten', view: 'related', limit: 20 });
      await answer(power, 'ideas', { keyword: 'www.beispiel-laden.de' });
      await answer(power, 'suggests', { keyword: 'Rodelschlitten', patterns: ['comparisons'] });
      expect(calls).toEqual(before);
    });

    it('a longer page than the stored answer covers asks again; a failed call stores nothing', async () => {
      const { calls } = counting.state;
      await answer(power, 'ideas', { keyword: 'skiurlaub', limit: 3 });
      const afterShort = calls.ideas;
      await answer(power, 'ideas', { keyword: 'skiurlaub', limit: 3 });
      expect(calls.ideas).toBe(afterShort);
      await answer(power, 'ideas', { keyword: 'skiurlaub', limit: 30 });
      expect(calls.ideas).toBe(afterShort + 1);

      counting.state.fail = true;
      try {
        expect((await post(power, 'ideas', { keyword: 'schneeschuhe' })).json()).toMatchObject({ error: { code: 'no_credits_left' } });
      } finally {
        counting.state.fail = false;
      }
      const afterFailure = calls.ideas;
      await answer(power, 'ideas', { keyword: 'schneeschuhe' });
      expect(calls.ideas).toBe(afterFailure + 1);
    });
  });

  describe('answers without phrases', () => {
    it('answers a provider failure of every research port as HTTP 200 {error}', async () => {
      counting.state.fail = true;
      try {
        for (const [type, options] of [
          ['ideas', { keyword: 'nie gesehen eins' }],
          ['ideas', { keyword: 'nie-gesehen.de' }],
          ['ideas', { keyword: 'nie gesehen zwei', view: 'questions' }],
          ['suggests', { keyword: 'nie gesehen drei' }],
          ['questions', { keyword: 'nie gesehen vier' }],
        ] as const) {
          const response = await post(power, type, options);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ error: { code: 'no_credits_left', message: 'The DataForSEO account has no credits left.' } });
        }
      } finally {
        counting.state.fail = false;
      }
    });

    it('answers an empty provider answer with entries: [] and no next page', async () => {
      counting.state.empty = true;
      try {
        for (const [type, options] of [
          ['ideas', { keyword: 'leer eins' }],
          ['ideas', { keyword: 'leer-zwei.de' }],
          ['suggests', { keyword: 'leer drei' }],
          ['questions', { keyword: 'leer vier' }],
        ] as const) {
          expect(await answer(power, type, options)).toMatchObject({ entries: [], groups: [], rankings: [], total: 0, next_offset: null });
        }
      } finally {
        counting.state.empty = false;
      }
    });
  });

  describe('access', () => {
    it('ideas@demo.test (right 8 only) may use Ideas but not Suggests or Questions; plan 2 may not use Questions', async () => {
      await answer(ideas, 'ideas', { keyword: 'punsch' });
      for (const type of ['suggests', 'questions']) {
        const refused = await post(ideas, type, { keyword: 'punsch' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toContain(`/${type}`);
      }
      const blocked = await post(plan2, 'questions', { keyword: 'punsch' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json<{ message: string }>().message).toContain('/questions');
    });

    it('historical volume needs the /searchvolume or the /questions screen (right 10 or 11)', async () => {
      const db = t.database.handle.db;
      const historical = () => t.post(HISTORICAL, { keywords: ['glühwein'], company: power.company_id, user: power.id, ...market }, { token: power.token });
      await db.deleteFrom('user_rights').where('user_id', '=', power.id).where('right_id', '=', 10).execute();
      try {
        expect((await historical()).statusCode).toBe(200);
        await db.deleteFrom('user_rights').where('user_id', '=', power.id).where('right_id', '=', 11).execute();
        try {
          const refused = await historical();
          expect(refused.statusCode).toBe(403);
          expect(refused.json<{ message: string }>().message).toContain('/searchvolume, /questions');
        } finally {
          await db.insertInto('user_rights').values({ user_id: power.id, right_id: 11 }).execute();
        }
      } finally {
        await db.insertInto('user_rights').values({ user_id: power.id, right_id: 10 }).execute();
      }
      expect((await historical()).statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it.each([
      ['ideas', { keyword: 'x', view: 'cloud' }, {}, 'options.view'],
      ['suggests', { keyword: 'x', patterns: [] }, {}, 'options.patterns'],
      ['suggests', { keyword: 'x', patterns: ['alphabet', 'emoji'] }, {}, 'options.patterns.1'],
      ['ideas', { keyword: 'x', limit: 0 }, {}, 'options.limit'],
      ['ideas', { keyword: 'x', limit: 1001 }, {}, 'options.limit'],
      ['questions', { keyword: 'x', offset: 10_001 }, {}, 'options.offset'],
      ['ideas', { keyword: 'x', offset: -1 }, {}, 'options.offset'],
      ['suggests', { keyword: 'x', limit: 10 }, {}, 'options.limit'],
      ['ideas', { keyword: 'x' }, { depth: 3 }, 'depth'],
    ])('refuses %s with options %j and %j with 400 naming %s', async (type, options, extra, field) => {
      const response = await post(power, type, options, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field });
    });

    it('refuses a seed that breaks a phrase rule with the spec’s message, asking no provider', async () => {
      const before = { ...counting.state.calls };
      const response = await post(power, 'suggests', { keyword: 'a'.repeat(81) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'options.keyword', message: 'options.keyword: not more than 80 characters per phrase' });
      expect(counting.state.calls).toEqual(before);
    });
  });
});
