// POST /api/v2/sources/ for the Research suite: Ideas views, a domain seed, Suggests patterns,
// Questions, paging and the provider caches (access and bad input: research-sources-access.test.ts). The sample provider's phrases are
// being enriched elsewhere, so these tests assert properties (matching ideas contain the seed,
// related ones do not, groups agree with entries), never exact phrases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGEST_PATTERNS, type KeywordSourceResponse } from '../../src/domain/contracts/keyword-data.ts';
import { phraseError, phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { isQuestionPhrase, questionWords } from '../../src/domain/question-words.ts';
import { suggestTerms } from '../../src/domain/suggest-expansion.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { contains, countingProviders, expectGroupsMatchEntries, keywordsOf, sourceClient } from './research-sources-support.ts';

describe.each(databaseKinds)('research sources on %s', (kind) => {
  let t: TestApp;
  let counting: ReturnType<typeof countingProviders>;
  let power: LoggedIn;
  let ideas: LoggedIn;
  beforeAll(async () => {
    counting = countingProviders();
    t = await createTestApp(kind, { providers: counting.providers });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    power = await login('power@demo.test');
    ideas = await login('ideas@demo.test');
  });
  afterAll(() => t.close());

  const { post, answer } = sourceClient(() => t);

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

});
