import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseError, phraseIdentity, tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import { winterSaleKeywords } from '../../db/demo-collections.ts';
import { seasonality } from '../../../src/domain/seasonality.ts';
import { categoryChain, categoryNode } from './category-tree.ts';
import { sampleIdentity } from './identity.ts';
import { LEXICON, lexiconMatch, SEASON_CURVES } from './lexicon.ts';
import { sampleKeywordMetrics } from './metrics.ts';
import { graphLanguage, headsIn, topicById, TOPICS, topicsIn } from './topic-graph.ts';
import { GENERIC_DE, GENERIC_EN } from './topics/generic.ts';

const LANGUAGES = ['de', 'en'] as const;

describe('the sample topic graph', () => {
  it('has the issue\'s topic groups, unique ids, existing neighbours and categories, in both languages', () => {
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
    expect(TOPICS.length).toBeGreaterThanOrEqual(30);
    for (const topic of TOPICS) {
      for (const id of topic.neighbours) expect(topicById(id), `${topic.id} → ${id}`).not.toBeNull();
      expect(categoryNode(topic.category), topic.id).not.toBeNull();
      expect(SEASON_CURVES[topic.season]).toHaveLength(12);
      for (const language of LANGUAGES) {
        expect(topic[language].heads.length, `${topic.id} ${language}`).toBeGreaterThanOrEqual(5);
        expect(topic[language].modifiers.length).toBeGreaterThanOrEqual(10);
        expect(topic[language].questions.length).toBeGreaterThanOrEqual(3);
      }
    }
    const categories = new Set(TOPICS.map((topic) => categoryChain(topic.category)[0]?.category_name));
    for (const root of ['Essen & Trinken', 'Feste & Anlässe', 'Reisen & Freizeit', 'Mode & Kosmetik', 'Haus & Technik', 'Sport & Fitness', 'Finanzen', 'Gesundheit']) {
      expect(categories).toContain(root);
    }
  });

  it('writes every word as searchers type it: tidy, lower case, within the phrase rules, a question with its slot', () => {
    const wrong: string[] = [];
    for (const topic of TOPICS) {
      for (const language of LANGUAGES) {
        const terms = topic[language];
        for (const word of [...terms.heads, ...terms.modifiers, ...terms.products, ...terms.questions]) {
          if (word !== tidyPhrase(word).toLowerCase() || phraseError(word) !== null) wrong.push(`${topic.id}: ${word}`);
        }
        for (const question of terms.questions) if (!question.includes('{k}')) wrong.push(`${topic.id}: ${question}`);
        if (new Set(terms.heads).size !== terms.heads.length) wrong.push(`${topic.id} ${language}: a head twice`);
      }
    }
    for (const generic of [GENERIC_DE, GENERIC_EN]) for (const question of generic.questions) if (!question.includes('{k}')) wrong.push(question);
    expect(wrong).toEqual([]);
  });

  it('finds heads as whole words, inside compounds when long enough, the most specific one first', () => {
    expect(headsIn('Apfelglühwein Rezept', 'de')).toEqual(['glühwein']);
    expect(headsIn('steel wool', 'en')).toEqual([]);
    expect(headsIn('grüner tee', 'de')).toEqual(['grüner tee']);
    expect(headsIn('gartenmöbel set', 'de')).toEqual(['gartenmöbel']);
    expect(headsIn('tabletten gegen husten', 'de')).toEqual(['husten']);
    expect(headsIn('glühwein auf dem weihnachtsmarkt', 'de')).toEqual(['weihnachtsmarkt', 'glühwein']);
    expect(topicsIn('glühwein', 'de').map((topic) => topic.id)).toEqual(['christmas-drinks']);
    expect(topicsIn('mulled wine', 'en').map((topic) => topic.id)).toEqual(['christmas-drinks']);
    expect(headsIn('', 'de')).toEqual([]);
  });

  it('answers German for every German market and English for any other language', () => {
    expect(['de', 'de-AT', 'DE', ' de_CH '].map(graphLanguage)).toEqual(['de', 'de', 'de', 'de']);
    expect(['en', 'fr', 'it', ''].map(graphLanguage)).toEqual(['en', 'en', 'en', 'en']);
  });
});

describe('the sample lexicon with the graph', () => {
  it('keeps the lexicon entry of every demo keyword that a hand-written stem matched', () => {
    for (const keyword of winterSaleKeywords()) {
      const before = LEXICON.find((entry) => keyword.toLocaleLowerCase('de-DE').includes(entry.stem)) ?? null;
      expect(before, keyword).not.toBeNull();
      expect(lexiconMatch(keyword), keyword).toBe(before);
    }
  });

  it('gives the graph\'s heads their topic\'s season, category and intent', () => {
    expect(lexiconMatch('feuerzangenbowle rezept')).toMatchObject({ season: 'christmas', category: 10110 });
    expect(lexiconMatch('Eierpunsch')).toMatchObject({ season: 'christmas' });
    expect(lexiconMatch('mulled wine recipe')).toMatchObject({ season: 'christmas' });
    expect(lexiconMatch('rasenmäher akku')).toMatchObject({ season: 'spring', category: 30300 });
    expect(lexiconMatch('kreditkarte kostenlos')).toMatchObject({ category: 70100 });
    expect(lexiconMatch('gin tonic')).toMatchObject({ category: 10120 });
    // Short heads only as whole words: `gin` is not in `login`, `tee` not in `steel`.
    expect(lexiconMatch('login')).toBeNull();
    expect(lexiconMatch('steel')).toBeNull();
    expect(lexiconMatch('xyz')).toBeNull();
  });

  it('makes the new terms seasonal where their topic is, by the domain rule', () => {
    const peak = (keyword: string) => seasonality(sampleKeywordMetrics(keyword, 2276, 'de', { year: 2026, month: 10 }).search_volumes);
    expect(peak('feuerzangenbowle')).toMatchObject({ seasonal: true, peak: 12 });
    expect(peak('mulled wine')).toMatchObject({ seasonal: true, peak: 12 });
    expect([4, 5, 6]).toContain(peak('rasenmäher').peak);
    expect(peak('kreditkarte').seasonal).toBe(false);
    expect(sampleKeywordMetrics('eierpunsch', 2276, 'de', { year: 2026, month: 10 }).categories[0]?.at(-1)?.category_name).toBe('Heißgetränke');
  });

  it('finds the first matching stem of the graph, as a search through the whole list would (property)', () => {
    const stems = TOPICS.flatMap((topic) => [...topic.de.heads, ...topic.en.heads]);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...stems), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 4 }), (words) => {
        const keyword = words.join(' ');
        const match = lexiconMatch(keyword);
        if (match === null) return;
        expect(sampleIdentity(keyword)).toContain(match.stem);
      }),
      { numRuns: 300 },
    );
  });

  it('lower-cases keywords exactly as phraseIdentity does (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AaÄäÖöÜüßẞİIıΣσςǅÉ \t\u00a0x1'), maxLength: 30 }), (text) => sampleIdentity(text) === phraseIdentity(text)),
      { numRuns: 300 },
    );
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (text) => sampleIdentity(text) === phraseIdentity(text)), { numRuns: 300 });
    expect(sampleIdentity('  GLÜHWEIN   Straße İ ')).toBe(phraseIdentity('  GLÜHWEIN   Straße İ '));
  });
});
