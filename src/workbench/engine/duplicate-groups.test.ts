import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupDuplicates } from '../../domain/duplicate-grouping.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { allIds, loadColumnStore } from './column-store.ts';
import { groupDuplicateIds, type DuplicateGrouping } from './duplicate-groups.ts';
import { keywordRowArb } from '../../../tests/support/engine-arbitraries.ts';

const row = (keyword: string, low: number | null): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  avgsv: 100,
  adwords_cpc_low: low,
  search_volumes: [1, 2, 3, 4, 5, 6].map((count, i) => ({ count, month: i + 1, year: 2024 })),
});

/** Each group as [head, ...members]. */
const asLists = ({ ids, starts }: DuplicateGrouping): number[][] =>
  Array.from({ length: starts.length - 1 }, (_, g) => Array.from(ids.subarray(starts[g], starts[g + 1])));

describe('columnar duplicate grouping', () => {
  it('merges close keywords and equal CPC among the next neighbours', () => {
    const rows = [row('laufschuhe', 1), row('laufschuh', 2), row('jacke', 1), row('mantel', 3)];
    const store = loadColumnStore(rows);
    expect(asLists(groupDuplicateIds(store, allIds(store)))).toEqual([[0, 1, 2], [3]]);
    expect(asLists(groupDuplicateIds(store, new Uint32Array(0)))).toEqual([]);
  });
  it('property: equals the domain grouping on the same rows in the same order', () => {
    // Rows from a small pool so candidates with equal keys sit next to each other often.
    // CPC values also as rows from outside the types deliver them: NaN, -0, absent, or a string.
    const cpcArb = fc.constantFrom<unknown>('keep', null, 1, 0, -0, Number.NaN, undefined, 'absent', '1');
    // Few candidate keys, so rows from different pool entries are candidates often.
    const monthsArb = fc.constantFrom([], [5, 6], [5, null], [null, 6]);
    const withCpc = fc.tuple(keywordRowArb, cpcArb, cpcArb, fc.constantFrom(100, 100, null), monthsArb).map(([generated, low, high, avgsv, months]) => {
      const row = { ...generated, avgsv, search_volumes: months.map((count, i) => ({ count, month: i + 1, year: 2024 })) };
      for (const [key, value] of [['adwords_cpc_low', low], ['adwords_cpc_high', high]] as const) {
        if (value === 'absent') Reflect.deleteProperty(row, key);
        else if (value !== 'keep') Reflect.set(row, key, value);
      }
      return row;
    });
    const pooled = fc.array(withCpc, { minLength: 1, maxLength: 5 }).chain((pool) =>
      fc.array(fc.nat({ max: pool.length - 1 }), { maxLength: 40 }).map((picks) => picks.map((i) => ({ ...(pool[i] ?? emptyKeywordRow('')) }))),
    );
    fc.assert(
      fc.property(pooled, fc.boolean(), (rows, reversed) => {
        const store = loadColumnStore(rows);
        const order = allIds(store);
        if (reversed) order.reverse();
        const expected = groupDuplicates(Array.from(order, (id) => rows[id] ?? emptyKeywordRow(''))).map((g) => [
          rows.indexOf(g.head),
          ...g.members.map((m) => rows.indexOf(m)),
        ]);
        const actual = asLists(groupDuplicateIds(store, order));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
