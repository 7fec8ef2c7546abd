import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQuestionPhrase, questionSeeds, questionWords } from './question-words.ts';

describe('questionWords', () => {
  it('knows the German W-questions and the English ones', () => {
    expect(questionWords('de')).toEqual(['wer', 'wie', 'was', 'wo', 'wann', 'warum', 'welche']);
    expect(questionWords('en')).toContain('how');
  });
  it('reads a regional or upper-case code as its language', () => {
    expect(questionWords('de-AT')).toEqual(questionWords('de'));
    expect(questionWords('DE')).toEqual(questionWords('de'));
  });
  it('falls back to English for a language without a list', () => {
    expect(questionWords('nl')).toEqual(questionWords('en'));
  });
});

describe('questionSeeds', () => {
  it('puts each question word before, then after the tidied keyword', () => {
    const seeds = questionSeeds('  Glühwein   selber ', 'de');
    expect(seeds.slice(0, 2)).toEqual(['wer Glühwein selber', 'wie Glühwein selber']);
    expect(seeds.slice(7, 9)).toEqual(['Glühwein selber wer', 'Glühwein selber wie']);
    expect(seeds).toHaveLength(14);
  });
  it('asks nothing for a blank keyword', () => {
    expect(questionSeeds('   ', 'de')).toEqual([]);
  });
  it('every seed is a question of its language', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('de', 'en', 'fr', 'it', 'es', 'xx'), (keyword, language) => {
        for (const seed of questionSeeds(keyword, language)) expect(isQuestionPhrase(seed, language)).toBe(true);
      }),
    );
  });
});

describe('isQuestionPhrase', () => {
  it('needs the question word as a whole word, in any case', () => {
    expect(isQuestionPhrase('Wie lange Glühwein kochen', 'de')).toBe(true);
    expect(isQuestionPhrase('glühwein wiener art', 'de')).toBe(false);
    expect(isQuestionPhrase('glühwein kaufen', 'de')).toBe(false);
  });
  it('finds a question of several words', () => {
    expect(isQuestionPhrase('por qué sube el precio', 'es')).toBe(true);
  });
});
