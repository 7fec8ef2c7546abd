import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeSortKey, LEFT_TOP_100, positionSortKey, type RankState } from './ranking-sort-keys.ts';
import { compareNumbers, stableSort, type SortDirection } from './sorting.ts';

const state = fc.constantFrom<RankState>('ranked', 'not_found', 'failed', 'pending');
const direction = fc.constantFrom<SortDirection>('asc', 'desc');

describe('ranking sort keys', () => {
  it('gives a position only to a ranked lookup', () => {
    expect(positionSortKey('ranked', 7)).toBe(7);
    expect(positionSortKey('failed', 7)).toBeNull();
    expect(positionSortKey('not_found', null)).toBeNull();
    expect(positionSortKey('pending', null)).toBeNull();
  });

  it('sorts positions as numbers with not found and failed after every position, in both directions', () => {
    const lookups = fc.array(fc.record({ status: state, position: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }) }), { maxLength: 40 });
    fc.assert(fc.property(lookups, direction, (rows, dir) => {
      const keys = stableSort(rows.map((r) => positionSortKey(r.status, r.position)), (a, b) => compareNumbers(a, b, dir));
      const firstMissing = keys.indexOf(null);
      if (firstMissing >= 0) expect(keys.slice(firstMissing).every((k) => k === null)).toBe(true);
      const numbers = keys.filter((k): k is number => k !== null);
      const expected = [...numbers].sort((a, b) => (dir === 'asc' ? a - b : b - a));
      expect(numbers).toEqual(expected);
    }));
    // Not text: 10 after 9, not after 1.
    const sorted = stableSort([10, 9, 1, null, 100].map((p) => positionSortKey(p === null ? 'failed' : 'ranked', p)), (a, b) => compareNumbers(a, b, 'asc'));
    expect(sorted).toEqual([1, 9, 10, 100, null]);
  });

  it('orders changes by places: entering the top 100 by the climb from 101, leaving it as the largest loss', () => {
    expect(changeSortKey(3, 4)).toBe(3);
    expect(changeSortKey(-12, 40)).toBe(-12);
    expect(changeSortKey('new', 1)).toBe(100);
    expect(changeSortKey('new', 95)).toBe(6);
    expect(changeSortKey('lost', null)).toBe(LEFT_TOP_100);
    expect(changeSortKey(null, 5)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -99, max: 99 }), (position, change) => {
      expect(changeSortKey('lost', null) ?? 0).toBeLessThan(changeSortKey(change, position) ?? 0);
      expect(changeSortKey('new', position) ?? 0).toBeGreaterThanOrEqual(1);
    }));
  });
});
