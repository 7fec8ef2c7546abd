import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { primaryKey } from './collation-keys.ts';
import { rankTexts } from './collation-ranks.ts';

const collator = new Intl.Collator('de');
const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Printable ASCII and umlauts (keyed texts), now and then a character the keys leave to the collator. */
const keyedUnit = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) },
  { weight: 2, arbitrary: fc.constantFrom('ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü', 'a', 'A', 'o', 'u', ' ', '-') },
);
const anyUnit = fc.oneof({ weight: 8, arbitrary: keyedUnit }, { weight: 1, arbitrary: fc.constantFrom('ß', 'é', '\u0308', '\u0000', '😀', 'ø', '\u00a0', 'Ł') });
const keyedText = fc.string({ unit: keyedUnit, maxLength: 8 });
const anyText = fc.string({ unit: anyUnit, maxLength: 8 });

/** The reference ranks: the collator's sort of the distinct texts, equal texts sharing a rank. */
function referenceRanks(texts: readonly string[]): number[] {
  const distinct = [...new Set(texts)].filter((t) => t !== '').sort(collator.compare);
  return texts.map((t) => (t === '' ? Number.NaN : distinct.filter((d, i) => i === 0 || collator.compare(distinct[i - 1] ?? '', d) !== 0).findIndex((d) => collator.compare(d, t) >= 0)));
}

describe('primary collation keys', () => {
  it('orders letters before case and umlauts, and leaves other characters to the collator', () => {
    expect((primaryKey('apfel') ?? '') < (primaryKey('Birne') ?? '')).toBe(true);
    expect(primaryKey('äpfel')).toBe(primaryKey('Apfel'));
    expect(primaryKey('straße')).toBeNull();
    expect(primaryKey('')).toBe('');
  });
  it('property: a key order decides exactly as the collator does', () => {
    fc.assert(
      // A shared start now and then, so the deciding character is not always the first.
      fc.property(keyedText, keyedText, keyedText, fc.boolean(), (start, x, y, shared) => {
        const a = shared ? start + x : x;
        const b = shared ? start + y : y;
        const ka = primaryKey(a) ?? '';
        const kb = primaryKey(b) ?? '';
        // Different keys: the collator must agree with the key order; equal keys: it may only tie-break.
        if (ka !== kb) expect(sign(collator.compare(a, b))).toBe(ka < kb ? -1 : 1);
        else expect(new Intl.Collator('de', { sensitivity: 'base' }).compare(a, b)).toBe(0);
      }),
      { numRuns: 5000 },
    );
  });
  it('property: ranks equal the collator reference, keyed and unkeyed texts mixed', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof({ weight: 4, arbitrary: keyedText }, { weight: 1, arbitrary: anyText }), { maxLength: 60 }), (texts) => {
        expect(Array.from(rankTexts(texts))).toEqual(referenceRanks(texts));
      }),
      { numRuns: 1000 },
    );
  });
  it('property: ranks equal the collator reference when many texts are unkeyed', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 40 }), (texts) => {
        expect(Array.from(rankTexts(texts))).toEqual(referenceRanks(texts));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['keyed texts, one in fifty merged in by the collator', 1],
    ['texts the collator sorts alone', 8],
  ])('ranks of 60,000 %s equal the collator order, sorted in runs and merged in slices', (_, unkeyedWeight) => {
    const unit = fc.oneof({ weight: 49, arbitrary: keyedUnit }, { weight: unkeyedWeight, arbitrary: fc.constantFrom('ß', 'é', 'ø', 'Ł') });
    const texts = fc.sample(fc.string({ unit, maxLength: 6 }), { numRuns: 60_000, seed: 7 });
    const distinct = [...new Set(texts)].filter((t) => t !== '').sort(collator.compare);
    const expected = new Map<string, number>();
    let rank = 0;
    distinct.forEach((text, i) => {
      if (i > 0 && collator.compare(distinct[i - 1] ?? '', text) !== 0) rank++;
      expected.set(text, rank);
    });
    // More distinct texts than one native run (16,384): the merges are what this checks.
    expect(distinct.length).toBeGreaterThan(33_000);
    expect(Array.from(rankTexts(texts))).toEqual(texts.map((t) => expected.get(t) ?? Number.NaN));
  });
});
