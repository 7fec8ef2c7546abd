import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeShareChange, shareMoves, topDrivers, type KeywordMove } from './share-attribution.ts';

describe('attributeShareChange', () => {
  const moves: KeywordMove[] = [
    { keyword: 'nike', brand: 0, before: 100, after: 100 },
    { keyword: 'nike air max', brand: 0, before: 0, after: 100 },
    { keyword: 'adidas', brand: 1, before: 100, after: 100 },
  ];
  it('measures the share before and after and credits the keyword that moved', () => {
    const result = attributeShareChange(0, moves);
    expect(result?.shareBefore).toBe(0.5);
    expect(result?.shareAfter).toBeCloseTo(2 / 3, 12);
    const byKeyword = Object.fromEntries(result?.contributions.map((c) => [c.keyword, c.contribution]) ?? []);
    expect(byKeyword['nike air max']).toBeCloseTo(2 / 3 - 0.5, 12);
    expect(byKeyword['nike']).toBe(0);
    expect(Math.abs(byKeyword['adidas'] ?? 1)).toBe(0);
  });
  it('credits a competitor keyword that fell with a gain of the brand', () => {
    const result = attributeShareChange(0, [
      { keyword: 'nike', brand: 0, before: 100, after: 100 },
      { keyword: 'adidas', brand: 1, before: 300, after: 100 },
    ]);
    expect(result?.change).toBeCloseTo(0.25, 12);
    expect(result?.contributions[1]?.contribution).toBeCloseTo(0.25, 12);
  });
  it('is unknown when a month has no searches', () => {
    expect(attributeShareChange(0, [{ keyword: 'a', brand: 0, before: 0, after: 10 }])).toBeNull();
    expect(attributeShareChange(0, [{ keyword: 'a', brand: 0, before: 10, after: null }])).toBeNull();
  });
  it('property: the contributions add up to the share change exactly', () => {
    const move = fc.record({
      keyword: fc.string({ maxLength: 6 }),
      brand: fc.integer({ min: 0, max: 3 }),
      before: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      after: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 3 }), (all, brand) => {
        const result = attributeShareChange(brand, all);
        if (result === null) return;
        const sum = result.contributions.reduce((a, c) => a + c.contribution, 0);
        expect(sum).toBeCloseTo(result.change, 9);
        expect(result.shareBefore).toBeGreaterThanOrEqual(0);
        expect(result.shareAfter).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('topDrivers', () => {
  it('lists the keywords that pushed in the direction of the change first, largest first', () => {
    const result = attributeShareChange(0, [
      { keyword: 'nike', brand: 0, before: 100, after: 150 },
      { keyword: 'nike sale', brand: 0, before: 50, after: 40 },
      { keyword: 'adidas', brand: 1, before: 200, after: 100 },
    ]);
    if (!result) throw new Error('expected an attribution');
    expect(topDrivers(result, 3).map((d) => d.keyword)).toEqual(['adidas', 'nike', 'nike sale']);
    expect(topDrivers(result, 1)).toHaveLength(1);
  });
});

describe('shareMoves', () => {
  it('finds months that moved at least a point, largest first, skipping missing months', () => {
    expect(shareMoves([0.5, 0.505, 0.6, null, 0.3, 0.25])).toEqual([
      { month: 2, change: expect.closeTo(0.095, 9) as number },
      { month: 5, change: expect.closeTo(-0.05, 9) as number },
    ]);
  });
  it('property: every move is at least the threshold and between two known months', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }), { maxLength: 48 }), (shares) => {
        for (const move of shareMoves(shares)) {
          expect(Math.abs(move.change)).toBeGreaterThanOrEqual(0.01);
          expect(shares[move.month]).not.toBeNull();
          expect(shares[move.month - 1]).not.toBeNull();
        }
      }),
    );
  });
});
