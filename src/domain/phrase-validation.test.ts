import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  characterCount,
  googleInputCheck,
  phraseError,
  phraseIdentity,
  serpKeywordError,
  tidyPhrase,
  validatePhrases,
  wordCount,
} from './phrase-validation';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('phrase validation', () => {
  it('rejects over 80 characters', () => {
    expect(phraseError('a'.repeat(80))).toBeNull();
    expect(phraseError('a'.repeat(81))).toBe('not more than 80 characters per phrase');
  });
  it('rejects over 10 words', () => {
    expect(phraseError(words(10))).toBeNull();
    expect(phraseError(words(11))).toBe('not more than 10 words per phrase');
  });
  it('checks the character limit first', () => {
    expect(phraseError(Array.from({ length: 20 }, () => 'abcdefgh').join(' '))).toBe(
      'not more than 80 characters per phrase',
    );
  });
  it('counts code points and tidy words', () => {
    expect(characterCount('  😀 a  ')).toBe(3);
    expect(wordCount('  a   b\tc ')).toBe(3);
    expect(wordCount('   ')).toBe(0);
  });
  it('returns rejected phrases with line numbers, accepted ones in order, duplicates once', () => {
    const input = ['Schuhe kaufen', '', 'a'.repeat(81), 'schuhe   KAUFEN', words(11), 'Laufschuhe', 'Schuhe kaufen'].join('\n');
    expect(validatePhrases(input)).toEqual({
      accepted: ['Schuhe kaufen', 'Laufschuhe'],
      rejected: [
        { line: 3, phrase: 'a'.repeat(81), message: 'not more than 80 characters per phrase' },
        { line: 5, phrase: words(11), message: 'not more than 10 words per phrase' },
      ],
      duplicates: [{ line: 4, phrase: 'schuhe KAUFEN' }],
    });
  });
  it('accepts a list of lines and windows line ends', () => {
    expect(validatePhrases(['a', 'b']).accepted).toEqual(['a', 'b']);
    expect(validatePhrases('a\r\nb\r\n').accepted).toEqual(['a', 'b']);
  });
  it('accepts every line once, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 100 }), { maxLength: 30 }), (lines) => {
        const r = validatePhrases(lines);
        const ids = r.accepted.map((p) => p.toLowerCase());
        expect(new Set(ids).size).toBe(ids.length);
        for (const p of r.accepted) expect(phraseError(p)).toBeNull();
        for (const x of r.rejected) expect(phraseError(x.phrase)).toBe(x.message);
        expect(new Set(r.duplicates.map((d) => d.phrase.toLowerCase())).size).toBe(r.duplicates.length);
      }),
    );
  });
});

describe('google input check', () => {
  it('keeps only phrases under 81 characters and under 11 words', () => {
    expect(googleInputCheck(['ok', 'a'.repeat(81), 'a'.repeat(80), words(11), words(10)])).toEqual([
      'ok',
      'a'.repeat(80),
      words(10),
    ]);
  });
});

describe('SERP keyword check', () => {
  it('rejects over 680 characters', () => {
    expect(serpKeywordError('a'.repeat(680))).toBeNull();
    expect(serpKeywordError('a'.repeat(681))).toBe('not more than 680 characters per keyword');
  });
});

describe('phrase identity', () => {
  it('is the German lower-casing of the tidied phrase, for every text', () => {
    const samples = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom('GLÜHWEIN  Kaufen', 'ΟΔΟΣ', 'İstanbul', 'STRASSE ẞ', 'Ǆungla'));
    fc.assert(
      fc.property(samples, (phrase) => {
        expect(phraseIdentity(phrase)).toBe(tidyPhrase(phrase).toLocaleLowerCase('de-DE'));
      }),
      { numRuns: 2000 },
    );
  });
});
