import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePhraseLists } from './phrase-merge.ts';
import { phraseError, phraseIdentity } from './phrase-validation.ts';

describe('mergePhraseLists', () => {
  it('keeps the first spelling of each phrase, earlier lists first', () => {
    expect(mergePhraseLists([['Glühwein', 'glühwein kaufen'], ['GLÜHWEIN ', 'glühwein rezept', ' glühwein  kaufen']])).toEqual([
      'Glühwein',
      'glühwein kaufen',
      'glühwein rezept',
    ]);
  });
  it('drops blanks and phrases the Google input check refuses', () => {
    expect(mergePhraseLists([['', '   ', 'a'.repeat(81), 'eins zwei drei vier fünf sechs sieben acht neun zehn elf', 'ok']])).toEqual(['ok']);
  });
  it('stops at the limit', () => {
    expect(mergePhraseLists([['a', 'b'], ['c']], 2)).toEqual(['a', 'b']);
  });
  it('answers distinct, valid, tidied phrases that all came from the input', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }), { maxLength: 4 }), fc.nat(30), (lists, limit) => {
        const merged = mergePhraseLists(lists, limit);
        const identities = merged.map(phraseIdentity);
        expect(new Set(identities).size).toBe(merged.length);
        expect(merged.length).toBeLessThanOrEqual(limit);
        const inputs = new Set(lists.flat().map(phraseIdentity));
        for (const phrase of merged) {
          expect(phrase).not.toBe('');
          expect(phraseError(phrase)).toBeNull();
          expect(inputs.has(phraseIdentity(phrase))).toBe(true);
        }
      }),
    );
  });
});
