import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainLanguageOf } from './location-language.ts';

describe('mainLanguageOf', () => {
  it('knows the German-speaking markets', () => {
    expect([2276, 2040, 2756].map(mainLanguageOf)).toEqual(['de', 'de', 'de']);
    expect(mainLanguageOf(2250)).toBe('fr');
  });
  it('answers a two-letter code for any location, English when unknown', () => {
    expect(mainLanguageOf(9_999_999)).toBe('en');
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999 }), (location) => {
      expect(mainLanguageOf(location)).toMatch(/^[a-z]{2}$/u);
    }));
  });
});
