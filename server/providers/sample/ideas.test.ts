import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseError, phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import { sampleIdeas } from './ideas.ts';
import { sampleIdeasPort } from './index.ts';
import { sampleSuggestions } from './suggestions.ts';
import { TOPICS } from './topic-graph.ts';

const DE = { location: 2276, language: 'de' } as const;
const ideas = (keyword: string, view: 'matching' | 'related', limit = 1000, language = 'de') => sampleIdeas(keyword, view, DE.location, language, limit);

/** The rules every ideas answer keeps: never the seed, each phrase once, every phrase within the phrase rules. */
function expectWellFormed(phrases: readonly string[], seed: string): void {
  const identities = phrases.map(phraseIdentity);
  expect(identities).not.toContain(phraseIdentity(seed));
  expect(new Set(identities).size).toBe(phrases.length);
  expect(phrases.filter((phrase) => phraseError(phrase) !== null)).toEqual([]);
}

const HEADS_DE = TOPICS.flatMap((topic) => topic.de.heads);
const MODIFIERS_DE = TOPICS.flatMap((topic) => topic.de.modifiers);
const seedArb = fc.oneof(
  fc.constantFrom(...HEADS_DE),
  fc.tuple(fc.constantFrom(...HEADS_DE), fc.constantFrom(...MODIFIERS_DE)).map(([head, modifier]) => `${head} ${modifier}`),
  fc.tuple(fc.constantFrom('', ' ', 'Apfel'), fc.constantFrom(...HEADS_DE), fc.constantFrom('', '  ', ' $& ', ' {k}')).map(([a, b, c]) => `${a}${b.toUpperCase()}${c}`),
  fc.string({ minLength: 1, maxLength: 30 }),
);

describe('sample keyword ideas', () => {
  it('gives hundreds of matching terms for glühwein, each containing it', () => {
    const matching = ideas('glühwein', 'matching');
    expect(matching.length).toBeGreaterThanOrEqual(300);
    expectWellFormed(matching, 'glühwein');
    expect(matching.every((phrase) => phrase.includes('glühwein'))).toBe(true);
    for (const phrase of ['glühwein rezept', 'glühwein selber machen', 'glühwein alkoholfrei', 'glühwein tassen kaufen', 'wie lange hält glühwein', 'glühwein vs punsch', 'weißer glühwein']) {
      expect(matching).toContain(phrase);
    }
  });

  it('gives related terms across words for glühwein: the other hot drinks and the market, never the seed', () => {
    const related = ideas('glühwein', 'related');
    expect(related.length).toBeGreaterThanOrEqual(300);
    expectWellFormed(related, 'glühwein');
    expect(related.filter((phrase) => phrase.includes('glühwein'))).toEqual([]);
    const first = related.slice(0, 40);
    for (const term of ['punsch', 'feuerzangenbowle', 'eierpunsch', 'heißer kakao', 'weihnachtsmarkt']) expect(first).toContain(term);
    // The seed's own topic comes before the neighbouring ones.
    expect(related.indexOf('punsch')).toBeLessThan(related.indexOf('weihnachtsmarkt'));
  });

  it('differs from autocomplete: ideas go far beyond the ten suggestions and related ones share none', () => {
    const suggestions = sampleSuggestions('glühwein', DE.location, DE.language);
    const related = new Set(ideas('glühwein', 'related'));
    expect(suggestions.filter((phrase) => related.has(phrase))).toEqual([]);
    expect(ideas('glühwein', 'matching').length).toBeGreaterThan(20 * suggestions.length);
  });

  it('swaps the head of a longer seed for the topic\'s other heads in related terms', () => {
    const related = ideas('Glühwein Rezept', 'related', 60);
    expect(related).toContain('punsch rezept');
    expect(related.filter((phrase) => phrase.includes('glühwein'))).toEqual([]);
    const matching = ideas('Glühwein Rezept', 'matching');
    expect(matching.length).toBeGreaterThanOrEqual(50);
    expect(matching.every((phrase) => phraseIdentity(phrase).includes('glühwein rezept'))).toBe(true);
  });

  it('still finds matching terms for an unknown seed, but no related ones without a word of the graph', () => {
    const matching = ideas('zahnspange', 'matching');
    expect(matching.length).toBeGreaterThanOrEqual(50);
    expect(matching).toContain('zahnspange kosten');
    expect(ideas('zahnspange', 'related')).toEqual([]);
    // A word of the graph inside an unknown seed is enough.
    const related = ideas('glühwein billig', 'related');
    expect(related).toContain('punsch');
    expect(related.filter((phrase) => phrase.includes('glühwein'))).toEqual([]);
  });

  it('answers English in English', () => {
    const matching = ideas('mulled wine', 'matching', 1000, 'en');
    expect(matching.length).toBeGreaterThanOrEqual(200);
    expect(matching).toContain('how to make mulled wine');
    expect(matching.every((phrase) => phrase.includes('mulled wine'))).toBe(true);
    const related = ideas('mulled wine', 'related', 1000, 'en');
    for (const term of ['hot toddy', 'eggnog', 'hot chocolate']) expect(related.slice(0, 40)).toContain(term);
    const german = /[äöüß]|\b(kaufen|rezept|für|mit|ohne)\b/u;
    expect([...matching, ...related].filter((phrase) => german.test(phrase))).toEqual([]);
    expect(ideas('glühwein', 'related', 1000, 'en')).toEqual([]);
  });

  it('honours the limit and gives nothing for an empty seed', () => {
    expect(ideas('glühwein', 'matching', 25)).toEqual(ideas('glühwein', 'matching').slice(0, 25));
    expect(ideas('glühwein', 'related', 0)).toEqual([]);
    expect(ideas('   ', 'matching')).toEqual([]);
  });

  it('answers through the port and fails typed when aborted', async () => {
    const signal = new AbortController().signal;
    expect(await sampleIdeasPort.ideas({ ...DE, keyword: 'punsch', view: 'related', limit: 10, signal })).toEqual(ideas('punsch', 'related', 10));
    const aborted = new AbortController();
    aborted.abort();
    await expect(sampleIdeasPort.ideas({ ...DE, keyword: 'punsch', view: 'related', limit: 10, signal: aborted.signal })).rejects.toMatchObject({ code: 'aborted' });
  });

  it('keeps the rules for any seed: matching contain it, related never do, each once, within the phrase rules, deterministic (property)', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom('de', 'en'), fc.integer({ min: 1, max: 400 }), (seed, language, limit) => {
        const identity = phraseIdentity(seed);
        for (const view of ['matching', 'related'] as const) {
          const phrases = sampleIdeas(seed, view, DE.location, language, limit);
          expect(phrases.length).toBeLessThanOrEqual(limit);
          if (identity === '') expect(phrases).toEqual([]);
          expectWellFormed(phrases, seed);
          const containing = phrases.filter((phrase) => phraseIdentity(phrase).includes(identity));
          expect(containing.length).toBe(view === 'matching' ? phrases.length : 0);
          expect(sampleIdeas(seed, view, DE.location, language, limit)).toEqual(phrases);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
