import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUGGEST_PATTERNS, type SuggestPattern } from './contracts/keyword-data.ts';
import { phraseError, phraseIdentity } from './phrase-validation.ts';
import { isQuestionPhrase, questionWords } from './question-words.ts';
import { groupedPhrases, groupsWithin, groupSuggestAnswers, suggestQueries, suggestTerms, type SuggestAnswer } from './suggest-expansion.ts';

const ALL = [...SUGGEST_PATTERNS];
const languages = fc.constantFrom('de', 'en', 'de-AT', 'fr', 'xx');
const patterns = fc.uniqueArray(fc.constantFrom(...SUGGEST_PATTERNS), { minLength: 1, maxLength: 4 });
const words = fc.constantFrom('glühwein', 'Glühwein', 'kaufen', 'für', 'wie', 'a', 'ß', '2', 'rezept', ' ', 'coffee', 'is', 'was ist', 'x'.repeat(40));
const phrase = fc.array(words, { minLength: 0, maxLength: 12 }).map((list) => list.join(' '));

describe('suggestTerms', () => {
  it('asks the German alphabet with umlauts, ß and digits, other languages a–z and 0–9', () => {
    const german = suggestTerms('alphabet', 'de');
    expect(german).toHaveLength(40);
    expect(german).toEqual(expect.arrayContaining(['a', 'z', 'ä', 'ö', 'ü', 'ß', '0', '9']));
    expect(suggestTerms('alphabet', 'en')).toHaveLength(36);
    expect(suggestTerms('alphabet', 'en')).not.toContain('ß');
  });
  it('knows the prepositions and comparisons of German and English, English for the rest', () => {
    expect(suggestTerms('prepositions', 'de')).toEqual(expect.arrayContaining(['für', 'mit', 'ohne', 'bei', 'in', 'nach', 'von', 'zu', 'aus', 'gegen', 'auf', 'unter', 'über', 'vor', 'zwischen']));
    expect(suggestTerms('prepositions', 'en')).toEqual(expect.arrayContaining(['for', 'with', 'without', 'near', 'to', 'from']));
    expect(suggestTerms('comparisons', 'de')).toEqual(['vs', 'oder', 'wie', 'und', 'versus']);
    expect(suggestTerms('comparisons', 'en')).toEqual(['vs', 'or', 'and', 'like', 'versus']);
    expect(suggestTerms('comparisons', 'nl')).toEqual(suggestTerms('comparisons', 'en'));
    expect(suggestTerms('questions', 'de')).toEqual(questionWords('de'));
  });
});

describe('suggestQueries', () => {
  it('puts terms after the tidied seed and question words before it', () => {
    const queries = suggestQueries('  Glühwein ', ['prepositions', 'questions'], 'de');
    expect(queries[0]).toEqual({ pattern: 'prepositions', term: 'für', query: 'Glühwein für' });
    expect(queries).toContainEqual({ pattern: 'questions', term: 'wie', query: 'wie Glühwein' });
    expect(suggestQueries('glühwein', ALL, 'de').length).toBe(40 + suggestTerms('prepositions', 'de').length + 5 + questionWords('de').length);
  });
  it('asks nothing for a blank seed, and nothing that would break a phrase rule', () => {
    expect(suggestQueries('   ', ALL, 'de')).toEqual([]);
    expect(suggestQueries('eins zwei drei vier fünf sechs sieben acht neun zehn', ALL, 'de')).toEqual([]);
    expect(suggestQueries('x'.repeat(79), ['alphabet'], 'de')).toEqual([]);
  });
  it('never asks a query twice, and every query passes the phrase rules and names its term', () => {
    fc.assert(
      fc.property(phrase, patterns, languages, (seed, chosen, language) => {
        const queries = suggestQueries(seed, chosen, language);
        expect(new Set(queries.map((q) => phraseIdentity(q.query))).size).toBe(queries.length);
        for (const q of queries) {
          expect(phraseError(q.query)).toBeNull();
          expect(chosen).toContain(q.pattern);
          expect(suggestTerms(q.pattern, language)).toContain(q.term);
          expect(` ${phraseIdentity(q.query)} `).toContain(` ${phraseIdentity(q.term)} `);
        }
      }),
      { numRuns: 60 },
    );
  });
});

function answer(pattern: SuggestPattern, term: string, query: string, phrases: string[]): SuggestAnswer {
  return { query: { pattern, term, query }, phrases };
}

describe('groupSuggestAnswers', () => {
  it('groups by pattern and term, without the seed, the echoed query, rule breakers and empty groups', () => {
    const groups = groupSuggestAnswers('glühwein', [
      answer('alphabet', 'k', 'glühwein k', ['glühwein kaufen', 'Glühwein', 'glühwein k', 'glühwein  KAUFEN', 'glühwein kinder']),
      answer('alphabet', 'q', 'glühwein q', []),
      answer('prepositions', 'für', 'glühwein für', ['glühwein für kinder', 'a'.repeat(81)]),
      answer('questions', 'wie', 'wie glühwein', ['wie glühwein machen', 'glühwein kaufen']),
    ], 'de');
    expect(groups).toEqual([
      { pattern: 'alphabet', term: 'k', phrases: ['glühwein kaufen', 'glühwein kinder'] },
      { pattern: 'prepositions', term: 'für', phrases: ['glühwein für kinder'] },
      { pattern: 'questions', term: 'wie', phrases: ['wie glühwein machen'] },
    ]);
    expect(groupedPhrases(groups)).toEqual(['glühwein kaufen', 'glühwein kinder', 'glühwein für kinder', 'wie glühwein machen']);
  });
  it('keeps valid phrases only, never the seed, each at most once per group; questions are questions', () => {
    fc.assert(
      fc.property(phrase, patterns, languages, fc.array(fc.array(phrase, { maxLength: 8 }), { maxLength: 12 }), (seed, chosen, language, lists) => {
        const queries = suggestQueries(seed, chosen, language);
        const groups = groupSuggestAnswers(seed, queries.map((query, i) => ({ query, phrases: lists[i % Math.max(lists.length, 1)] ?? [] })), language);
        for (const group of groups) {
          const identities = group.phrases.map(phraseIdentity);
          expect(new Set(identities).size).toBe(identities.length);
          expect(group.phrases.length).toBeGreaterThan(0);
          for (const kept of group.phrases) {
            expect(phraseError(kept)).toBeNull();
            expect(kept.trim()).not.toBe('');
            expect(phraseIdentity(kept)).not.toBe(phraseIdentity(seed));
            if (group.pattern === 'questions') expect(isQuestionPhrase(kept, language)).toBe(true);
          }
        }
        const all = groupedPhrases(groups);
        expect(new Set(all.map(phraseIdentity)).size).toBe(all.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('groupsWithin', () => {
  it('keeps the phrases of the page and drops groups left empty', () => {
    const groups = [
      { pattern: 'alphabet' as const, term: 'a', phrases: ['glühwein apfel', 'glühwein alkoholfrei'] },
      { pattern: 'alphabet' as const, term: 'b', phrases: ['glühwein bio'] },
    ];
    expect(groupsWithin(groups, ['Glühwein Apfel'])).toEqual([{ pattern: 'alphabet', term: 'a', phrases: ['glühwein apfel'] }]);
  });
});
