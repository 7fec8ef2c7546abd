import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { loadColumnStore } from './column-store.ts';
import { LINE_GROUP } from './display-lines.ts';
import { filtersArb, rowsArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';
import type { Grouping } from './grouping.ts';
import { createView, defaultViewSpec, withAllExpanded, withExpanded, withSort } from './view.ts';
import { idsOfLines, lineOf } from './view-lines.ts';

const kw = (keyword: string, avgsv: number, categories: string | null): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  avgsv,
  categories,
  search_volumes: [{ count: avgsv, month: 1, year: 2024 }],
});
// Rows 3 and 4 are near-duplicates; rows 0, 1 share a category.
const rows = [kw('glühwein', 1100, 'Getränke'), kw('punsch rezept', 300, 'Getränke'), kw('lebkuchen', 800, null), kw('punsch', 1200, null), kw('punsche', 1200, null)];
const store = loadColumnStore(rows);
const groupingArb = fc.constantFrom<Grouping>({ by: 'none' }, { by: 'duplicates' }, { by: 'category' }, { by: 'custom', name: 'status' });

describe('lines and rows', () => {
  it('selects the rows of a line range in either order, a group line standing for its rows', () => {
    const view = createView(store, { ...defaultViewSpec, grouping: { by: 'duplicates' } });
    // Lines: 0, 1, 2 rows; 3 the group of 3 and 4.
    expect(idsOfLines(view, 3, 1)).toEqual([1, 2, 3, 4]);
    expect(idsOfLines(view, -4, 0)).toEqual([0]);
    expect(idsOfLines(view, 2, 99)).toEqual([2, 3, 4]);
    expect(idsOfLines(view, 9, 12)).toEqual([]);
  });
  it('finds the line of a row: its own, its group line when collapsed or when it heads the group, -1 when hidden', () => {
    const grouped = createView(store, { ...defaultViewSpec, grouping: { by: 'duplicates' } });
    expect([0, 1, 2, 3, 4].map((id) => lineOf(grouped, id))).toEqual([0, 1, 2, 3, 3]);
    const open = withExpanded(grouped, 'duplicates:3', true);
    expect([3, 4].map((id) => lineOf(open, id))).toEqual([3, 4]);
    const sorted = withSort(store, createView(store, { ...defaultViewSpec, filters: [{ field: 2, action: 'greater', value: 500 }] }), [{ column: 'avgsv', direction: 'asc' }]);
    expect([2, 0, 3, 1].map((id) => lineOf(sorted, id))).toEqual([0, 1, 2, -1]);
    const byCategory = withAllExpanded(createView(store, { ...defaultViewSpec, grouping: { by: 'category' } }), true);
    expect(lineOf(byCategory, 1)).toBe(2);
    expect(lineOf(createView(store), 77)).toBe(-1);
  });
  it('property: all lines select exactly the matched rows, and every matched row has a line that shows it', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, groupingArb, fc.boolean(), (generated, filters, sort, grouping, expand) => {
        const view = withAllExpanded(createView(loadColumnStore(generated), { ...defaultViewSpec, filters, sort, grouping }), expand);
        const total = view.lines.kinds.length;
        expect(idsOfLines(view, total - 1, 0).sort((a, b) => a - b)).toEqual(Array.from(view.matched));
        const matched = new Set(view.matched);
        generated.forEach((_, id) => {
          const line = lineOf(view, id);
          if (!matched.has(id)) return expect(line).toBe(-1);
          expect(line).toBeGreaterThanOrEqual(0);
          expect(idsOfLines(view, line, line)).toContain(id);
          if (view.lines.kinds[line] !== LINE_GROUP) expect(view.lines.refs[line]).toBe(id);
        });
      }),
      { numRuns: 300 },
    );
  });
});
