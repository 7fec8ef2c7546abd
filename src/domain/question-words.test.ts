import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeadingOnlyQuestionWord, isQuestionPhrase, questionWordOf, questionWords } from './question-words.ts';

describe('questionWords', () => {
  it('knows the German W-questions of the issue and the English ones', () => {
    const german = questionWords('de');
    for (const word of ['wer', 'wie', 'was', 'wann', 'wo', 'warum', 'welche', 'wieso', 'weshalb', 'womit', 'woran', 'wofür', 'wozu', 'woher', 'wohin']) {
      expect(german).toContain(word);
    }
    for (const word of ['who', 'how', 'what', 'where', 'when', 'why', 'which', 'are', 'can', 'is', 'will']) expect(questionWords('en')).toContain(word);
  });
  it('keeps the first seven words in place, since the Question column numbers its entries by them', () => {
    expect(questionWords('de').slice(0, 7)).toEqual(['wer', 'wie', 'was', 'wo', 'wann', 'warum', 'welche']);
    expect(questionWords('en').slice(0, 7)).toEqual(['who', 'how', 'what', 'where', 'when', 'why', 'which']);
  });
  it('lists each word once', () => {
    for (const language of ['de', 'en', 'fr', 'it', 'es']) expect(new Set(questionWords(language)).size).toBe(questionWords(language).length);
  });
  it('reads a regional or upper-case code as its language', () => {
    expect(questionWords('de-AT')).toEqual(questionWords('de'));
    expect(questionWords('DE')).toEqual(questionWords('de'));
  });
  it('falls back to English for a language without a list', () => {
    expect(questionWords('nl')).toEqual(questionWords('en'));
  });
});

describe('questionWordOf', () => {
  it('finds the earliest question word as whole words', () => {
    expect(questionWordOf('Wie lange Glühwein kochen', 'de')).toBe('wie');
    expect(questionWordOf('glühwein warum und wie', 'de')).toBe('warum');
    expect(questionWordOf('wofür braucht man glühweingewürz', 'de')).toBe('wofür');
    expect(questionWordOf('glühwein wiener art', 'de')).toBeNull();
  });
  it('counts a verb as a question word only when it opens the phrase', () => {
    expect(questionWordOf('ist glühwein gesund', 'de')).toBe('ist');
    expect(questionWordOf('gibt es glühwein ohne alkohol', 'de')).toBe('gibt es');
    expect(questionWordOf('der glühwein ist alle', 'de')).toBeNull();
    expect(questionWordOf('can coffee go bad', 'en')).toBe('can');
    expect(questionWordOf('coffee is life', 'en')).toBeNull();
    expect(isLeadingOnlyQuestionWord('IS')).toBe(true);
    expect(isLeadingOnlyQuestionWord('how')).toBe(false);
  });
  it('answers a word of the language list that stands in the phrase', () => {
    fc.assert(
      fc.property(fc.constantFrom('de', 'en', 'es', 'xx'), fc.string({ maxLength: 20 }), fc.nat(40), (language, rest, pick) => {
        const words = questionWords(language);
        const word = words[pick % words.length] ?? '';
        const found = questionWordOf(`${word} ${rest}`, language);
        expect(found).not.toBeNull();
        expect(words).toContain(found);
        expect(` ${word} ${rest} `.toLocaleLowerCase('de-DE').replace(/\s+/gu, ' ')).toContain(` ${found ?? ''} `);
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
