import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { columnComparator, stableSort } from '../../domain/sorting.ts';
import { allIds, loadColumnStore } from './column-store.ts';
import { sortIds, type SortSpec } from './columnar-sort.ts';
import { rowsArb, sortArb } from '../../../tests/support/engine-arbitraries.ts';

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
});
