import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupDuplicates } from '../../domain/duplicate-grouping.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { allIds, loadColumnStore } from './column-store.ts';
import { groupDuplicateIds } from './duplicate-groups.ts';
import { keywordRowArb } from './engine-arbitraries.ts';

const row = (keyword: string, low: number | null): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  avgsv: 100,
  adwords_cpc_low: low,
  search_volumes: [1, 2, 3, 4, 5, 6].map((count, i) => ({ count, month: i + 1, year: 2024 })),
});

describe('columnar duplicate grouping', () => {
  it('merges close keywords and equal CPC among the next neighbours', () => {
    const rows = [row('laufschuhe', 1), row('laufschuh', 2), row('jacke', 1), row('mantel', 3)];
    const store = loadColumnStore(rows);
    expect(groupDuplicateIds(store, allIds(store))).toEqual([
      { head: 0, members: [1, 2] },
      { head: 3, members: [] },
    ]);
    expect(groupDuplicateIds(store, new Uint32Array(0))).toEqual([]);
  });
  it('property: equals the domain grouping on the same rows in the same order', () => {
    // Rows from a small pool so candidates with equal keys sit next to each other often.
    const pooled = fc.array(keywordRowArb, { minLength: 1, maxLength: 5 }).chain((pool) =>
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
        const actual = groupDuplicateIds(store, order).map((g) => [g.head, ...g.members]);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
