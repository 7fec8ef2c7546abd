import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import { containsSeed, distinctPhrases } from './seed-match.ts';

describe('containsSeed', () => {
  it.each([
    ['glühwein kaufen', 'Glühwein', true],
    ['Glühweinmarkt Köln', 'glühwein', true],
    ['rezept glühwein weiß', 'weißer glühwein', false],
    ['weiß glühwein rezept', 'glühwein weiß', true],
    ['feuerzangenbowle', 'glühwein', false],
    ['punsch', '  ', false],
  ] as const)('%s contains %s: %s', (phrase, seed, expected) => {
    expect(containsSeed(phrase, seed)).toBe(expected);
  });
});

describe('distinctPhrases', () => {
  it('keeps the order, tidies, drops the seed and repeats in any spelling, and stops at the limit', () => {
    expect(distinctPhrases(['Glühwein', ' punsch  heiß ', 'Punsch heiß', '', 'feuerzangenbowle', 'weihnachtsmarkt'], 'glühwein', 2)).toEqual(['punsch heiß', 'feuerzangenbowle']);
  });

  it('never repeats a phrase, never returns the seed and never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 40 }), fc.string({ maxLength: 8 }), fc.nat(50), (phrases, seed, limit) => {
        const out = distinctPhrases(phrases, seed, limit);
        const ids = out.map(phraseIdentity);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).not.toContain(phraseIdentity(seed));
        expect(out.length).toBeLessThanOrEqual(limit);
        expect(out.every((phrase) => phrase !== '')).toBe(true);
      }),
    );
  });
});
