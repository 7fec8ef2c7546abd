import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indexAfterRemoval } from './list-focus.ts';

describe('indexAfterRemoval', () => {
  it('moves to the item that slid into the place', () => {
    expect(indexAfterRemoval(3, 0)).toBe(0);
    expect(indexAfterRemoval(3, 1)).toBe(1);
  });
  it('moves to the new last item when the last one goes', () => {
    expect(indexAfterRemoval(3, 2)).toBe(1);
  });
  it('has nowhere to go when the list becomes empty', () => {
    expect(indexAfterRemoval(1, 0)).toBeNull();
  });
  it('always names an index of the shorter list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }))), ([n, i]) => {
        const next = indexAfterRemoval(n, i);
        expect(next).not.toBeNull();
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(n - 1);
      }),
    );
  });
});
