import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseError, phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import { sampleSuggestionsPort } from './index.ts';
import { SUGGESTION_COUNT, sampleSuggestions } from './suggestions.ts';
import { TOPICS } from './topic-graph.ts';

const suggest = (query: string, language = 'de') => sampleSuggestions(query, 2276, language);

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzäöüß0123456789'];
const PREPOSITIONS_DE = ['für', 'mit', 'ohne', 'bei', 'in', 'nach', 'von', 'zu', 'aus', 'gegen'];
const COMPARISONS_DE = ['vs', 'oder', 'wie', 'und', 'versus'];
const QUESTIONS_DE = ['wer', 'wie', 'was', 'wann', 'wo', 'warum', 'welche', 'wieso', 'weshalb', 'womit', 'woran', 'wofür'];

/** The Suggests expansion of the issue (its rules live in the domain; built inline here): seed + letter, + preposition, + comparison, question word + seed. */
function expansionQueries(seed: string): string[] {
  return [
    ...LETTERS.map((letter) => `${seed} ${letter}`),
    ...PREPOSITIONS_DE.map((word) => `${seed} ${word}`),
    ...COMPARISONS_DE.map((word) => `${seed} ${word}`),
    ...QUESTIONS_DE.map((word) => `${word} ${seed}`),
  ];
}

function expectWellFormed(completions: readonly string[], query: string): void {
  expect(completions.length).toBeLessThanOrEqual(SUGGESTION_COUNT);
  const identities = completions.map(phraseIdentity);
  expect(identities).not.toContain(phraseIdentity(query));
  expect(new Set(identities).size).toBe(completions.length);
  expect(completions.filter((phrase) => phraseError(phrase) !== null)).toEqual([]);
}

describe('sample autocomplete', () => {
  it('completes a seed with ten phrases that start with it, most searched first', () => {
    const completions = suggest('glühwein');
    expect(completions).toHaveLength(SUGGESTION_COUNT);
    expect(completions.every((phrase) => phrase.startsWith('glühwein '))).toBe(true);
    expectWellFormed(completions, 'glühwein');
  });

  it('completes the word being typed: letters, umlauts, digits', () => {
    for (const query of ['glühwein k', 'glühwein a', 'glühwein ä', 'glühwein ö', 'glühwein ü', 'glühwein 1', 'glühwein s']) {
      const completions = suggest(query);
      expect(completions.length, query).toBeGreaterThan(0);
      expect(completions.every((phrase) => phrase.startsWith(`${query}`)), query).toBe(true);
      expectWellFormed(completions, query);
    }
    expect(suggest('glühwein k')).toEqual(expect.arrayContaining(['glühwein kaufen']));
    expect(suggest('glühwein 1')).toContain('glühwein 1 liter');
  });

  it('completes prepositions, comparisons and question words', () => {
    expect(suggest('glühwein für')).toContain('glühwein für kinder');
    expect(suggest('glühwein mit')).toContain('glühwein mit rum');
    expect(suggest('glühwein ohne')).toContain('glühwein ohne alkohol');
    expect(suggest('glühwein vs')).toContain('glühwein vs punsch');
    expect(suggest('glühwein oder')).toContain('glühwein oder punsch');
    expect(suggest('glühwein wie')).toContain('glühwein wie lange kochen');
    const wie = suggest('wie glühwein');
    expect(wie).toContain('wie glühwein selber machen');
    expect(wie).toContain('wie lange hält glühwein');
    expect(wie.every((phrase) => phrase.startsWith('wie ') && phrase.includes('glühwein'))).toBe(true);
    expect(suggest('wie glühwein s').every((phrase) => phrase.startsWith('wie glühwein s'))).toBe(true);
  });

  it('gives at least 50 distinct suggestions for the whole expansion of glühwein', () => {
    const all = new Set(expansionQueries('glühwein').flatMap((query) => suggest(query).map(phraseIdentity)));
    expect(all.size).toBeGreaterThanOrEqual(50);
  });

  it('keeps the case the seed was typed in', () => {
    const completions = suggest('Glühwein');
    expect(completions.every((phrase) => phrase.startsWith('Glühwein '))).toBe(true);
    expect(suggest('Glühwein k').every((phrase) => phrase.startsWith('Glühwein k'))).toBe(true);
  });

  it('completes an unknown seed with the generic words', () => {
    expect(suggest('zahnspange k')).toEqual(expect.arrayContaining(['zahnspange kaufen', 'zahnspange kosten']));
    expect(suggest('zahnspange')).toHaveLength(SUGGESTION_COUNT);
    expect(suggest('')).toEqual([]);
  });

  it('answers English in English', () => {
    expect(suggest('mulled wine for', 'en')).toContain('mulled wine for kids');
    expect(suggest('how mulled wine', 'en')).toContain('how to make mulled wine');
    const completions = suggest('mulled wine', 'en');
    expect(completions).toHaveLength(SUGGESTION_COUNT);
    expect(completions.filter((phrase) => /[äöüß]|\b(kaufen|rezept|für)\b/u.test(phrase))).toEqual([]);
  });

  it('honours any started word of any seed, deterministically (property)', () => {
    const heads = TOPICS.flatMap((topic) => topic.de.heads);
    fc.assert(
      fc.property(fc.constantFrom(...heads), fc.constantFrom(...LETTERS, ...PREPOSITIONS_DE, ...COMPARISONS_DE), (head, next) => {
        const query = `${head} ${next}`;
        const completions = suggest(query);
        expectWellFormed(completions, query);
        expect(completions.filter((phrase) => !phraseIdentity(phrase).startsWith(query))).toEqual([]);
        expect(suggest(query)).toEqual(completions);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('keeps the rules for any query (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('de', 'en'), (query, language) => {
        expectWellFormed(sampleSuggestions(query, 2276, language), query);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('answers through the port', async () => {
    const signal = new AbortController().signal;
    expect(await sampleSuggestionsPort.suggestions({ location: 2276, language: 'de', keyword: 'punsch m', signal })).toEqual(suggest('punsch m'));
  });
});
