import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { chainedComparator, columnComparator, stableSort } from '../../domain/sorting.ts';
import { allIds, loadColumnStore } from './column-store.ts';
import { sortIds, sortIdsBy, type SortSpec } from './columnar-sort.ts';
import { rowsArb, sortArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';

/** The reference: the domain's stable sort with the domain's comparator, on row objects. */
function referenceIds(rows: readonly KeywordRow[], order: readonly number[], sort: SortSpec): number[] {
  const compare = columnComparator(sort.column, sort.direction);
  return stableSort(order, (a, b) => compare(rows[a] ?? emptyKeywordRow(''), rows[b] ?? emptyKeywordRow('')));
}

const kw = (keyword: string, avgsv: number | null): KeywordRow => ({ ...emptyKeywordRow(keyword), avgsv });
const rows = [kw('Zucker', 10), kw('äpfel', null), kw('Apfel', 10), kw('', 5), kw('Birne', -0), kw('apfel', 0)];
const store = loadColumnStore(rows);
const sorted = (sort: SortSpec): string[] => Array.from(sortIds(store, allIds(store), sort), (id) => `${rows[id]?.keyword}`);

describe('columnar sort', () => {
  it('sorts numbers stably with missing values last in both directions', () => {
    expect(sorted({ column: 'avgsv', direction: 'asc' })).toEqual(['Birne', 'apfel', '', 'Zucker', 'Apfel', 'äpfel']);
    expect(sorted({ column: 'avgsv', direction: 'desc' })).toEqual(['Zucker', 'Apfel', '', 'Birne', 'apfel', 'äpfel']);
  });
  it('sorts text with the German collator, empty last', () => {
    expect(sorted({ column: 'keyword', direction: 'asc' })).toEqual(['apfel', 'Apfel', 'äpfel', 'Birne', 'Zucker', '']);
    expect(sorted({ column: 'keyword', direction: 'desc' })).toEqual(['Zucker', 'Birne', 'äpfel', 'Apfel', 'apfel', '']);
  });
  it('sorts a custom column by the sort numbers beside it, rows without a number last, and as the domain does when only some rows have one', () => {
    const shown = (text: string, key: number | null | undefined): KeywordRow => ({ ...emptyKeywordRow(text), custom_Change: text, ...(key === undefined ? {} : { 'custom_Change#sort': key }) });
    const keyed = [shown('+2', 2), shown('failed', null), shown('+10', 10), shown('−3', -3)];
    const keyedStore = loadColumnStore(keyed);
    const order = (sort: SortSpec) => Array.from(sortIds(keyedStore, allIds(keyedStore), sort), (id) => keyed[id]?.keyword);
    expect(order({ column: { custom: 'Change' }, direction: 'asc' })).toEqual(['−3', '+2', '+10', 'failed']);
    expect(order({ column: { custom: 'Change' }, direction: 'desc' })).toEqual(['+10', '+2', '−3', 'failed']);
    const partial = [shown('b', 2), shown('a', undefined), shown('c', 1), shown('d', undefined)];
    const partialStore = loadColumnStore(partial);
    for (const direction of ['asc', 'desc'] as const) {
      const sort: SortSpec = { column: { custom: 'Change' }, direction };
      expect(Array.from(sortIds(partialStore, allIds(partialStore), sort))).toEqual(referenceIds(partial, [0, 1, 2, 3], sort));
    }
  });
  it('rejects an unknown column', () => {
    expect(() => sortIds(store, allIds(store), { column: 'media_count' as 'avgsv', direction: 'asc' })).toThrow(/unknown column/);
  });
  it('property: equals the domain reference sort for every column and direction, on any input order', () => {
    fc.assert(
      fc.property(rowsArb, sortArb, fc.boolean(), (generated, sort, reversed) => {
        const s = loadColumnStore(generated);
        const order = allIds(s);
        if (reversed) order.reverse();
        const expected = referenceIds(generated, Array.from(order), sort);
        expect(Array.from(sortIds(s, order, sort))).toEqual(expected);
        expect(Array.from(sortIds(s, order, sort))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
  it('property: stable — rows with equal keys keep their incoming order', () => {
    fc.assert(
      fc.property(rowsArb, sortArb, (generated, sort) => {
        const s = loadColumnStore(generated);
        const result = Array.from(sortIds(s, allIds(s), sort));
        const compare = columnComparator(sort.column, sort.direction);
        for (let i = 1; i < result.length; i++) {
          const a = result[i - 1] ?? 0;
          const b = result[i] ?? 0;
          if (compare(generated[a] ?? emptyKeywordRow(''), generated[b] ?? emptyKeywordRow('')) === 0 && typeof sort.column === 'string') expect(a).toBeLessThan(b);
        }
      }),
    );
  });
  it('sorts by several columns: the first decides, the next break its ties', () => {
    const two = [kw('b', 1), kw('a', 2), kw('c', 1), kw('a', 1)];
    const twoStore = loadColumnStore(two);
    const order = (sorts: SortSpec[]) => Array.from(sortIdsBy(twoStore, allIds(twoStore), sorts), (id) => `${two[id]?.keyword}${two[id]?.avgsv}`);
    expect(order([{ column: 'avgsv', direction: 'asc' }, { column: 'keyword', direction: 'desc' }])).toEqual(['c1', 'b1', 'a1', 'a2']);
    expect(order([{ column: 'keyword', direction: 'asc' }, { column: 'avgsv', direction: 'desc' }])).toEqual(['a2', 'a1', 'b1', 'c1']);
    expect(order([])).toEqual(['b1', 'a2', 'c1', 'a1']);
  });
  it('property: a sort by several columns equals the domain reference (sortRowsBy), stable, on any input order', () => {
    fc.assert(
      fc.property(rowsArb, sortsArb, fc.boolean(), (generated, sorts, reversed) => {
        const s = loadColumnStore(generated);
        const order = allIds(s);
        if (reversed) order.reverse();
        const compare = chainedComparator(sorts);
        const expected = stableSort(Array.from(order), (a, b) => compare(generated[a] ?? emptyKeywordRow(''), generated[b] ?? emptyKeywordRow('')));
        expect(Array.from(sortIdsBy(s, order, sorts))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
