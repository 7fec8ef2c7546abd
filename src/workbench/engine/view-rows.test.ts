import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupDuplicates } from '../../domain/duplicate-grouping.ts';
import { compileFilters } from '../../domain/filters.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { chainedComparator, stableSort } from '../../domain/sorting.ts';
import { loadColumnStore } from './column-store.ts';
import { filtersArb, rowsArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';
import { applySelection, emptySelection } from './selection.ts';
import { createView, defaultViewSpec } from './view.ts';
import { viewRowIds } from './view-rows.ts';

const kw = (keyword: string, categories: string | null): KeywordRow => ({ ...emptyKeywordRow(keyword), categories });
const rows = [kw('a', 'Mode'), kw('b', null), kw('c', 'Sport'), kw('d', 'Mode')];
const store = loadColumnStore(rows);

/** The domain's reference: filter the rows, then sort them stably; as ids. */
function referenceIds(generated: readonly KeywordRow[], view: ReturnType<typeof createView>): number[] {
  const { filters, context, sort } = view.spec;
  const passing = generated.flatMap((row, id) => (compileFilters(filters, context)(row) ? [id] : []));
  const compare = chainedComparator(sort);
  return stableSort(passing, (a, b) => compare(generated[a] ?? emptyKeywordRow(''), generated[b] ?? emptyKeywordRow('')));
}

describe('the rows of a view', () => {
  it('lists every member of every group, collapsed or not, group by group', () => {
    const view = createView(store, { ...defaultViewSpec, grouping: { by: 'category' } });
    expect(Array.from(viewRowIds(view))).toEqual([0, 3, 2, 1]);
  });
  it('keeps only the selected rows the filters let through, in view order', () => {
    const view = createView(store, { ...defaultViewSpec, filters: [{ field: 8, action: 'includes', value: 'mode, sport' }], sort: [{ column: 'keyword', direction: 'desc' }] });
    expect(Array.from(viewRowIds(view, applySelection(emptySelection, [0, 1, 2], 'add')))).toEqual([2, 0]);
    expect(viewRowIds(view, emptySelection)).toHaveLength(0);
  });
  it('property: equals the domain filter and sort, and the selection is its selected part', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, fc.array(fc.nat(45)), (generated, filters, sort, picked) => {
        const view = createView(loadColumnStore(generated), { ...defaultViewSpec, filters, sort });
        const expected = referenceIds(generated, view);
        expect(Array.from(viewRowIds(view))).toEqual(expected);
        const selection = applySelection(emptySelection, picked, 'add');
        expect(Array.from(viewRowIds(view, selection))).toEqual(expected.filter((id) => selection.has(id)));
      }),
      { numRuns: 300 },
    );
  });
  it('property: grouped by duplicates, equals the domain grouping of the filtered and sorted rows, heads first', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, (generated, filters, sort) => {
        const view = createView(loadColumnStore(generated), { ...defaultViewSpec, filters, sort, grouping: { by: 'duplicates' } });
        const sorted = referenceIds(generated, view);
        const index = new Map<KeywordRow, number>(sorted.map((id) => [generated[id] ?? emptyKeywordRow(''), id]));
        const groups = groupDuplicates(sorted.map((id) => generated[id] ?? emptyKeywordRow('')));
        expect(Array.from(viewRowIds(view))).toEqual(groups.flatMap((g) => [g.head, ...g.members].map((row) => index.get(row))));
      }),
      { numRuns: 300 },
    );
  });
});
