import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUGGEST_PATTERNS, type PhraseGroup, type SuggestPattern } from './contracts/keyword-data.ts';
import { emptyKeywordRow, type KeywordRow } from './keyword-row.ts';
import { phraseIdentity } from './phrase-validation.ts';
import { ALPHABET_TERMS, distinctPhraseCount, entriesOfPatterns, patternSections } from './phrase-groups.ts';

const row = (keyword: string, avgsv: number | null): KeywordRow => ({ ...emptyKeywordRow(keyword), avgsv });

const groups: PhraseGroup[] = [
  { pattern: 'questions', term: 'wie', phrases: ['wie macht man glühwein', 'wie lange glühwein kochen'] },
  { pattern: 'alphabet', term: 'r', phrases: ['glühwein rezept'] },
  { pattern: 'alphabet', term: 'ä', phrases: ['glühwein äpfel'] },
  { pattern: 'alphabet', term: 'a', phrases: ['glühwein alkoholfrei', 'glühwein aldi', 'Glühwein Alkoholfrei'] },
  { pattern: 'prepositions', term: 'mit', phrases: ['glühwein mit schuss'] },
  { pattern: 'prepositions', term: 'für', phrases: ['glühwein für kinder'] },
  { pattern: 'alphabet', term: 'r', phrases: ['glühwein rot', 'glühwein rezept'] },
  { pattern: 'comparisons', term: 'vs', phrases: [] },
];
const entries = [row('glühwein alkoholfrei', 5400), row('glühwein aldi', 880), row('glühwein rezept', 9900), row('glühwein rot', null), row('wie macht man glühwein', 320)];

describe('patternSections', () => {
  const sections = patternSections(groups, entries);
  it('orders sections by pattern and leaves empty ones out', () => {
    expect(sections.map((s) => s.pattern)).toEqual(['alphabet', 'prepositions', 'questions']);
  });
  it('orders the alphabet a–z before ä, keeps the server order elsewhere', () => {
    expect(sections[0]?.terms.map((t) => t.term)).toEqual(['a', 'r', 'ä']);
    expect(sections[1]?.terms.map((t) => t.term)).toEqual(['mit', 'für']);
  });
  it('merges groups of one term, shows a phrase once and sorts by volume, missing last', () => {
    const r = sections[0]?.terms.find((t) => t.term === 'r');
    expect(r?.phrases).toEqual([{ phrase: 'glühwein rezept', volume: 9900 }, { phrase: 'glühwein rot', volume: null }]);
    expect(r?.volume).toBe(9900);
    expect(sections[0]?.terms[0]?.phrases.map((p) => p.phrase)).toEqual(['glühwein alkoholfrei', 'glühwein aldi']);
    expect(sections[0]?.terms[2]?.volume).toBeNull();
  });
  it('counts distinct phrases', () => {
    expect(sections[0]?.phraseCount).toBe(5);
    expect(distinctPhraseCount(sections)).toBe(9);
  });
  it('keeps only the chosen patterns', () => {
    expect(patternSections(groups, entries, ['questions']).map((s) => s.pattern)).toEqual(['questions']);
  });
  it('holds every phrase of the chosen groups exactly once per term (property)', () => {
    const phrase = fc.stringMatching(/^[a-zäöüß]{1,8}( [a-zäöü0-9]{1,6}){0,2}$/u);
    const group = fc.record({ pattern: fc.constantFrom(...SUGGEST_PATTERNS), term: fc.constantFrom('a', 'b', 'ä', '1', 'mit', 'wie'), phrases: fc.array(phrase, { maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 12 }), fc.subarray([...SUGGEST_PATTERNS], { minLength: 1 }), (gs: PhraseGroup[], chosen: SuggestPattern[]) => {
        const result = patternSections(gs, [], chosen);
        for (const section of result) {
          expect(chosen).toContain(section.pattern);
          for (const term of section.terms) {
            const ids = term.phrases.map((p) => phraseIdentity(p.phrase));
            expect(new Set(ids).size).toBe(ids.length);
            const expected = new Set(gs.filter((g) => g.pattern === section.pattern && g.term === term.term).flatMap((g) => g.phrases.map(phraseIdentity)));
            expect(new Set(ids)).toEqual(expected);
          }
        }
        const expectedTotal = new Set(gs.filter((g) => chosen.includes(g.pattern)).flatMap((g) => g.phrases.map(phraseIdentity))).size;
        expect(distinctPhraseCount(result)).toBe(expectedTotal);
      }),
    );
  });
});

describe('entriesOfPatterns', () => {
  it('keeps the rows of the chosen patterns in the answer order', () => {
    expect(entriesOfPatterns(entries, groups, ['alphabet']).map((r) => r.keyword)).toEqual(['glühwein alkoholfrei', 'glühwein aldi', 'glühwein rezept', 'glühwein rot']);
  });
  it('keeps every row for all patterns or an answer without groups', () => {
    expect(entriesOfPatterns(entries, groups, SUGGEST_PATTERNS)).toHaveLength(entries.length);
    expect(entriesOfPatterns(entries, [], ['questions'])).toHaveLength(entries.length);
  });
});

describe('ALPHABET_TERMS', () => {
  it('has a–z, the umlauts, ß and the digits, once each', () => {
    expect(ALPHABET_TERMS).toHaveLength(26 + 4 + 10);
    expect(new Set(ALPHABET_TERMS).size).toBe(ALPHABET_TERMS.length);
  });
});
