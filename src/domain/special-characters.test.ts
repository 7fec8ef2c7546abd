import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanSpecialCharacters } from './special-characters';

describe('cleanSpecialCharacters', () => {
  it('replaces punctuation, symbols, emoji and control characters by a space', () => {
    expect(cleanSpecialCharacters('schuhe!!kaufen')).toBe('schuhe kaufen');
    expect(cleanSpecialCharacters('preis: 5€ 😀 top\u0007x')).toBe('preis 5 top x');
  });
  it('keeps letters of any script, umlauts, ß, combining marks, digits and hyphens', () => {
    expect(cleanSpecialCharacters('Größe Straße 42 e-bike')).toBe('Größe Straße 42 e-bike');
    expect(cleanSpecialCharacters('Москва 東京 cafe\u0301')).toBe('Москва 東京 cafe\u0301');
  });
  it('trims, collapses spaces and removes a leading hyphen', () => {
    expect(cleanSpecialCharacters('  -hallo   welt  ')).toBe('hallo welt');
    expect(cleanSpecialCharacters('- -hallo')).toBe('hallo');
    expect(cleanSpecialCharacters('hallo-')).toBe('hallo-');
  });
  it('treats ² and ½ as non-digits', () => {
    expect(cleanSpecialCharacters('m² ½')).toBe('m');
  });

  const text = fc.string({ unit: 'binary', maxLength: 60 });
  it('is idempotent', () => {
    fc.assert(fc.property(text, (s) => cleanSpecialCharacters(cleanSpecialCharacters(s)) === cleanSpecialCharacters(s)));
  });
  it('never starts with a hyphen or a space', () => {
    fc.assert(fc.property(text, (s) => !/^[\s-]/u.test(cleanSpecialCharacters(s))));
  });
  it('keeps the letters and digits of the input in order', () => {
    const keep = (s: string): string => s.replace(/[^\p{L}\p{Nd}]/gu, '');
    fc.assert(fc.property(text, (s) => keep(cleanSpecialCharacters(s)) === keep(s)));
  });
});
