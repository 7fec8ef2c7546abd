import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { filtersArb, rowsArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';
import { ranksFor } from './collation-ranks.ts';
import { allIds, keywordColumn, keywordColumnSteps, loadColumnStore, textColumn } from './column-store.ts';
import { filterIds } from './columnar-filter.ts';
import { sortIdsBy } from './columnar-sort.ts';
import { packRows } from './packed-rows.ts';
import { packedTable } from './row-table.ts';
import { runWarmUp, warmUpSteps, type WarmStep } from './warm-up.ts';

const warmed = (rows: Parameters<typeof loadColumnStore>[0]) => {
  const store = loadColumnStore(rows);
  for (const step of warmUpSteps(store)) step();
  return store;
};

describe('the first operation and the warm one', () => {
  it('the first keyword sort after a filter collates only the rows that passed, and orders them as the warm sort does', () => {
    const rows = ['Zucker', 'äpfel', 'Apfel', 'Birne', 'apfel', 'Öl', 'ofen', 'Zimt', 'Kümmel', 'kaffee'].map((k, i) => ({ ...emptyKeywordRow(k), avgsv: i }));
    const cold = loadColumnStore(rows);
    const passed = filterIds(cold, allIds(cold), [{ field: 2, action: 'less', value: 2 }]);
    const lazy = { key: 'field:1', texts: () => textColumn(cold, 1) };
    expect(ranksFor(cold, lazy, passed).byPosition).toBe(true);
    const sort = [{ column: 'keyword', direction: 'asc' } as const];
    const first = Array.from(sortIdsBy(cold, passed, sort));
    expect(cold.derived.has('ranks:field:1')).toBe(false);
    expect(first).toEqual(Array.from(sortIdsBy(warmed(rows), passed, sort)));
    expect(first.map((id) => rows[id]?.keyword)).toEqual(['äpfel', 'Zucker']);
  });

  it('property: filter then sort on fresh rows equals the same on rows whose warm-up ran', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, fc.boolean(), (generated, filters, sorts, byKeyword) => {
        const sort = byKeyword ? [{ column: 'keyword' as const, direction: 'desc' as const }, ...sorts] : sorts;
        const cold = loadColumnStore(generated);
        const warm = warmed(generated);
        const first = sortIdsBy(cold, filterIds(cold, allIds(cold), filters), sort);
        const again = sortIdsBy(warm, filterIds(warm, allIds(warm), filters), sort);
        expect(Array.from(first)).toEqual(Array.from(again));
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('property: on packed rows too, the first filter and sort equal the warm ones, the keywords built in slices', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, (generated, filters, sorts) => {
        const packing = packRows(generated);
        if (!packing) return;
        const cold = loadColumnStore(packedTable(packing.packed));
        const warm = loadColumnStore(packedTable(packing.packed));
        const steps = warmUpSteps(warm);
        // Half the steps, so a request meets the keyword column half built; then the rest.
        steps.slice(0, steps.length >> 1).forEach((step) => step());
        const half = sortIdsBy(warm, filterIds(warm, allIds(warm), filters), sorts);
        steps.forEach((step) => step());
        const first = sortIdsBy(cold, filterIds(cold, allIds(cold), filters), sorts);
        expect(Array.from(half)).toEqual(Array.from(first));
        expect(Array.from(sortIdsBy(warm, filterIds(warm, allIds(warm), filters), sorts))).toEqual(Array.from(first));
        expect(textColumn(warm, 1)).toEqual(generated.map((row) => row.keyword));
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('builds the keyword column in slices; a request meanwhile builds it whole and the slices left do nothing', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => emptyKeywordRow(k));
    const store = loadColumnStore(rows);
    const steps = keywordColumnSteps(store, 3);
    expect(steps).toHaveLength(3);
    steps[0]?.();
    expect(store.derived.has('keywords')).toBe(false);
    const asked = keywordColumn(store);
    steps.slice(1).forEach((step) => step());
    expect(keywordColumn(store)).toBe(asked);
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const sliced = loadColumnStore(rows);
    keywordColumnSteps(sliced, 3).forEach((step) => step());
    expect(sliced.derived.get('keywords')).toEqual(asked);
  });

  it('runs one step per task and stops when the rows were replaced', () => {
    const queue: (() => void)[] = [];
    const ran: number[] = [];
    const steps: WarmStep[] = [0, 1, 2].map((i) => () => ran.push(i));
    let current = true;
    runWarmUp(steps, () => current, (run) => queue.push(run));
    expect(ran).toEqual([]);
    queue.shift()?.();
    expect(ran).toEqual([0]);
    current = false;
    queue.shift()?.();
    expect(ran).toEqual([0]);
    expect(queue).toHaveLength(0);
  });
});
