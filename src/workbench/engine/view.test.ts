import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFilters } from '../../domain/filters.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { loadColumnStore } from './column-store.ts';
import { LINE_GROUP, LINE_MEMBER, LINE_ROW } from './display-lines.ts';
import { filtersArb, rowsArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';
import type { Grouping } from './grouping.ts';
import { applySelection, countSelected, emptySelection } from './selection.ts';
import { createView, defaultViewSpec, withAllExpanded, withExpanded, withFilters, withGrouping, withSort } from './view.ts';
import { NO_ROW, viewWindow } from './view-window.ts';

const kw = (keyword: string, avgsv: number | null, categories: string | null, status?: string): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  avgsv,
  categories,
  ...(status === undefined ? {} : { custom_status: status }),
  search_volumes: [{ count: avgsv, month: 1, year: 2024 }],
});
const rows = [
  kw('glühwein', 1100, 'Getränke', 'offen'),
  kw('glühwein kaufen', 300, 'Getränke'),
  kw('lebkuchen', 800, 'Gebäck', 'offen'),
  kw('punsch', 1200, null, 'erledigt'),
  kw('punsche', 1200, null),
];
const store = loadColumnStore(rows);
const groupingArb = fc.constantFrom<Grouping>({ by: 'none' }, { by: 'duplicates' }, { by: 'category' }, { by: 'intent' }, { by: 'custom', name: 'status' }, { by: 'custom', name: 'mixed' });

describe('views', () => {
  it('filters, sorts and leaves the previous view and the rows alone', () => {
    const first = createView(store);
    const frozen = JSON.stringify(rows);
    const filtered = withFilters(store, first, [{ field: 2, action: 'greater', value: 500 }]);
    const sorted = withSort(store, filtered, [{ column: 'avgsv', direction: 'asc' }]);
    expect(Array.from(first.order)).toEqual([0, 1, 2, 3, 4]);
    expect(Array.from(filtered.order)).toEqual([0, 2, 3, 4]);
    expect(Array.from(sorted.order)).toEqual([2, 0, 3, 4]);
    expect(Array.from(withSort(store, sorted, []).order)).toEqual([0, 2, 3, 4]);
    expect(JSON.stringify(rows)).toBe(frozen);
  });
  it('groups by category with counts, summed volume, expand and collapse', () => {
    const view = withGrouping(store, createView(store), { by: 'category' });
    expect(view.groups?.map((g) => [g.label, g.ids.length, g.volume])).toEqual([
      ['Getränke', 2, 1400],
      ['Gebäck', 1, 800],
      [null, 2, 2400],
    ]);
    expect(Array.from(view.lines.kinds)).toEqual([LINE_GROUP, LINE_GROUP, LINE_GROUP]);
    const open = withExpanded(view, 'category=Getränke', true);
    expect(Array.from(open.lines.kinds)).toEqual([LINE_GROUP, LINE_MEMBER, LINE_MEMBER, LINE_GROUP, LINE_GROUP]);
    expect(Array.from(withExpanded(open, 'category=Getränke', false).lines.kinds)).toHaveLength(3);
    expect(withAllExpanded(view, true).lines.kinds).toHaveLength(8);
    expect(withAllExpanded(open, false).lines.kinds).toHaveLength(3);
  });
  it('groups near-duplicates under their head and by custom value', () => {
    const view = withGrouping(store, createView(store), { by: 'duplicates' });
    expect(view.groups?.map((g) => Array.from(g.ids))).toEqual([[0], [1], [2], [3, 4]]);
    expect(Array.from(view.lines.kinds)).toEqual([LINE_ROW, LINE_ROW, LINE_ROW, LINE_GROUP]);
    const byStatus = withGrouping(store, createView(store), { by: 'custom', name: 'status' });
    expect(byStatus.groups?.map((g) => [g.key, g.ids.length])).toEqual([['custom:status=offen', 2], ['custom:status=erledigt', 1], ['custom:status:none', 2]]);
  });
  it('groups by search intent, the provided one or the classified one, and sorts and filters by it', () => {
    const intents = loadColumnStore([...rows, { ...kw('glühwein test', 50, null), search_intent: 'transactional' }]);
    const byIntent = withGrouping(intents, createView(intents), { by: 'intent' });
    expect(byIntent.groups?.map((g) => [g.key, Array.from(g.ids)])).toEqual([
      ['intent=Informational', [0, 2, 3, 4]],
      ['intent=Transactional', [1, 5]],
    ]);
    const sorted = withSort(intents, createView(intents), [{ column: 'search_intent', direction: 'desc' }]);
    expect(Array.from(sorted.order).slice(0, 2)).toEqual([1, 5]);
    expect(Array.from(withFilters(intents, createView(intents), [{ field: 12, action: 'like', value: 'transactional' }]).order)).toEqual([1, 5]);
    expect(Array.from(withFilters(intents, createView(intents), [{ field: 12, action: 'greater', value: 0 }]).order)).toEqual([]);
  });
  it('windows the visible lines with rows, groups and selection', () => {
    const view = withExpanded(withGrouping(store, createView(store), { by: 'duplicates' }), 'duplicates:3', true);
    const selection = applySelection(emptySelection, [3, 4, 1], 'add');
    const window = viewWindow(store, view, selection, 2, 10);
    expect(window).toMatchObject({ start: 2, total: 5 });
    expect(Array.from(window.ids)).toEqual([2, 3, 4]);
    expect(Array.from(window.selected)).toEqual([0, 1, 1]);
    expect(window.groups[1]).toEqual({ key: 'duplicates:3', label: null, count: 2, volume: 2400, expanded: true, selected: true });
    expect(window.rows.map((r) => r?.keyword)).toEqual(['lebkuchen', 'punsch', 'punsche']);
    const byCategory = viewWindow(store, withGrouping(store, createView(store), { by: 'category' }), selection, -5, 1);
    expect(Array.from(byCategory.ids)).toEqual([NO_ROW]);
    expect(byCategory.rows).toEqual([null]);
    expect(viewWindow(store, view, selection, 99, 10).ids).toHaveLength(0);
  });
  it('selects, deselects, toggles and replaces', () => {
    const s = applySelection(emptySelection, [1, 2], 'add');
    expect([...applySelection(s, [2, 3], 'toggle')]).toEqual([1, 3]);
    expect([...applySelection(s, [1], 'remove')]).toEqual([2]);
    expect([...applySelection(s, [4], 'set')]).toEqual([4]);
    expect(countSelected(s, Uint32Array.of(0, 1, 2))).toBe(2);
  });
  it('property: the matched rows are the domain-filtered rows, in sort order, and the selection survives', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, fc.array(fc.nat(50)), (generated, filters, sort, picked) => {
        const s = loadColumnStore(generated);
        const selection = applySelection(emptySelection, picked.filter((id) => id < generated.length), 'add');
        const before = [...selection];
        const view = withSort(s, withFilters(s, createView(s), filters), sort);
        const predicate = compileFilters(filters);
        expect([...view.order].sort((a, b) => a - b)).toEqual(generated.flatMap((r, id) => (predicate(r) ? [id] : [])));
        // The same rows are selected after filter and sort, and the visible selected rows are exactly those that pass.
        expect([...selection]).toEqual(before);
        const window = viewWindow(s, view, selection, 0, view.lines.kinds.length);
        const shownSelected = Array.from(window.ids).filter((_, i) => window.selected[i] === 1).sort((a, b) => a - b);
        expect(shownSelected).toEqual(before.filter((id) => predicate(generated[id] ?? emptyKeywordRow(''))).sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });
  it('property: group counts add up to the filtered count and every row is in exactly one group', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, groupingArb, fc.boolean(), (generated, filters, sort, grouping, expand) => {
        const s = loadColumnStore(generated);
        const view = withAllExpanded(createView(s, { ...defaultViewSpec, filters, sort, grouping }), expand);
        const groups = view.groups ?? [{ ids: view.order }];
        expect(groups.reduce((sum, g) => sum + g.ids.length, 0)).toBe(view.matched.length);
        expect(groups.flatMap((g) => Array.from(g.ids)).sort((a, b) => a - b)).toEqual(Array.from(view.matched));
        if (expand) {
          const window = viewWindow(s, view, emptySelection, 0, view.lines.kinds.length);
          const rowIds = Array.from(window.ids).filter((id) => id !== NO_ROW);
          expect(rowIds.sort((a, b) => a - b)).toEqual(Array.from(view.matched));
        }
      }),
      { numRuns: 200 },
    );
  });
});
