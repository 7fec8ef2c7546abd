import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { withinEditDistance } from './bounded-edit-distance.ts';

/** Texts from a few letters, so near-equal pairs (the interesting ones) come up often; plus umlauts and a surrogate pair. */
const nearText = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'ü', '😀'), maxLength: 24 });

describe('bounded edit distance', () => {
  it('answers within and beyond the limit', () => {
    expect(withinEditDistance('laufschuhe', 'laufschuh', 1)).toBe(true);
    expect(withinEditDistance('laufschuhe', 'laufschuh', 0)).toBe(false);
    expect(withinEditDistance('kitten', 'sitting', 3)).toBe(true);
    expect(withinEditDistance('kitten', 'sitting', 2)).toBe(false);
    expect(withinEditDistance('', 'abc', 3)).toBe(true);
    expect(withinEditDistance('same', 'same', 0)).toBe(true);
    expect(withinEditDistance('a', 'b', -1)).toBe(false);
    // Longer than the reused row buffer.
    expect(withinEditDistance('x'.repeat(300), `${'x'.repeat(150)}yy${'x'.repeat(150)}`, 2)).toBe(true);
  });
  it('property: equals distance(a, b) <= limit on near texts', () => {
    fc.assert(
      fc.property(nearText, nearText, fc.integer({ min: 0, max: 8 }), (a, b, limit) => {
        expect(withinEditDistance(a, b, limit)).toBe(distance(a, b) <= limit);
      }),
      { numRuns: 3000 },
    );
  });
  it('property: equals distance(a, b) <= limit on a text and its edits', () => {
    const edited = fc
      .tuple(fc.string({ maxLength: 40 }), fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.string({ maxLength: 2 })), { maxLength: 6 }))
      .map(([text, edits]) => {
        let b = text;
        for (const [at, drop, insert] of edits) {
          const p = b.length === 0 ? 0 : at % b.length;
          b = b.slice(0, p) + insert + b.slice(p + drop);
        }
        return [text, b] as const;
      });
    fc.assert(
      fc.property(edited, fc.integer({ min: 0, max: 16 }), ([a, b], limit) => {
        expect(withinEditDistance(a, b, limit)).toBe(distance(a, b) <= limit);
      }),
      { numRuns: 3000 },
    );
  });
});
