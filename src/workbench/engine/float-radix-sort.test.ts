import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareNumbers, stableSort } from '../../domain/sorting.ts';
import { sortIdsByKey } from './float-radix-sort.ts';

const ids = (n: number): Uint32Array => Uint32Array.from({ length: n }, (_, i) => i);

describe('radix sort of ids by a float key', () => {
  it('orders negatives, zeros, fractions and infinities, NaN last', () => {
    const keys = Float64Array.of(3, -1.5, Number.NaN, 0, -0, Number.POSITIVE_INFINITY, -2e300, 1e-300, 70000, 65536.5);
    expect(Array.from(sortIdsByKey(ids(keys.length), keys, 'asc'))).toEqual([6, 1, 3, 4, 7, 0, 9, 8, 5, 2]);
    expect(Array.from(sortIdsByKey(ids(keys.length), keys, 'desc'))).toEqual([5, 8, 9, 0, 7, 3, 4, 1, 6, 2]);
  });
  it('sorts an empty order and an all-missing order', () => {
    expect(sortIdsByKey(new Uint32Array(0), new Float64Array(0), 'asc')).toHaveLength(0);
    expect(Array.from(sortIdsByKey(Uint32Array.of(1, 0), Float64Array.of(Number.NaN, Number.NaN), 'desc'))).toEqual([1, 0]);
  });
  it('property: equals a stable comparison sort with compareNumbers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double(), fc.integer({ min: -5, max: 5 }), fc.constantFrom(0, -0, Number.NaN, 65536, 2 ** 32 + 1)), { maxLength: 60 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        (values, direction) => {
          const keys = Float64Array.from(values);
          const order = ids(values.length).reverse();
          const expected = stableSort(Array.from(order), (a, b) => compareNumbers(keys[a], keys[b], direction));
          expect(Array.from(sortIdsByKey(order, keys, direction))).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
