import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { charHistograms, editsAtLeast } from './candidate-columns.ts';

const atLeast = (a: string, b: string): number => editsAtLeast([a, b], charHistograms([a, b]), 0, 1);
// Texts from a few letters, so close pairs are common, and from any code units, surrogates included.
const textArb = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ä', '1', ' '), maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Over 15 of one code unit: the capped counts.
  fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 14, maxLength: 40 }),
);

describe('candidate columns', () => {
  it('bounds the edit distance from below by length and by the character buckets', () => {
    expect(atLeast('laufschuhe', 'laufschuh')).toBe(1);
    expect(atLeast('abc', 'abc')).toBe(0);
    expect(atLeast('jacke winter 12', 'schuhe damen 12')).toBeGreaterThan(3);
    // Same length, same letters but one: the buckets see one surplus each way.
    expect(atLeast('günstig laufschuhe 499', 'winter glühwein 999')).toBeGreaterThan(4);
  });
  it('property: never above the edit distance', () => {
    fc.assert(
      fc.property(textArb, textArb, (a, b) => {
        expect(atLeast(a, b)).toBeLessThanOrEqual(distance(a, b));
      }),
      { numRuns: 3000 },
    );
  });
});
