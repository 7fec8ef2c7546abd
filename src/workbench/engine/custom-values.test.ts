import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFilters, type Filter } from '../../domain/filters.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { sortRows } from '../../domain/sorting.ts';
import { loadColumnStore } from './column-store.ts';
import { derivedFromCustom, withCustomValue, type CustomValue } from './custom-values.ts';
import { rowsArb } from '../../../tests/support/engine-arbitraries.ts';
import { createView, defaultViewSpec, type ViewSpec } from './view.ts';

const valueArb = fc.constantFrom<CustomValue>(null, '', 'offen', 'Offen', 'erledigt', '12', 7, 12, -1.5, Number.NaN);
const nameArb = fc.constantFrom('status', 'score', 'mixed', 'new');

describe('custom values', () => {
  it('copies the edited rows and leaves the loaded ones alone', () => {
    const rows = [emptyKeywordRow('a'), emptyKeywordRow('b')];
    const store = loadColumnStore(rows);
    const edited = withCustomValue(store, 'status', [1, 5, -1, 0.5], 'offen');
    expect(edited.table.row(1).custom_status).toBe('offen');
    expect(edited.table.row(0)).toBe(rows[0]);
    expect(rows[1]?.custom_status).toBeUndefined();
    expect(store.table.row(1)).toBe(rows[1]);
    // A second edit stays one layer over the loaded rows and keeps the first.
    const again = withCustomValue(edited, 'score', [1], 3);
    expect(again.table.row(1)).toMatchObject({ custom_status: 'offen', custom_score: 3 });
    expect(again.table.row(0)).toBe(rows[0]);
  });
  it('drops exactly the derived columns of that custom column', () => {
    for (const key of ['custom:s', 'custom-number:s', 'folded:custom:s', 'custom-kind:s', 'custom-sort-number:s', 'ranks:custom:s', 'codes:custom:s']) {
      expect(derivedFromCustom(key, 's')).toBe(true);
    }
    for (const key of ['text:1', 'folded:1', 'ranks:field:8', 'codes:category', 'custom:status', 'month:202401']) expect(derivedFromCustom(key, 's')).toBe(false);
  });
  it('property: after an edit, filter, sort and grouping on the column equal a store loaded from the edited rows', () => {
    fc.assert(
      fc.property(rowsArb, nameArb, fc.array(fc.nat(45)), valueArb, fc.constantFrom('asc' as const, 'desc' as const), (rows, name, ids, value, direction) => {
        const filters: Filter[] = [{ field: { custom: name }, action: 'excludes', value: 'erl' }];
        const spec: ViewSpec = { ...defaultViewSpec, filters, sort: [{ column: { custom: name }, direction }], grouping: { by: 'custom', name } };
        const store = loadColumnStore(rows);
        // Builds and memoises every derived column of `name` before the edit.
        createView(store, spec);
        createView(store, { ...spec, filters: [{ field: { custom: name }, action: 'greater', value: 0 }], grouping: { by: 'none' } });
        const edited = withCustomValue(store, name, ids, value);
        const updated = rows.map((row, id) => (ids.includes(id) ? { ...row, [`custom_${name}`]: value } : row));
        const view = createView(edited, spec);
        const fresh = createView(loadColumnStore(updated), spec);
        expect(Array.from(view.order)).toEqual(Array.from(fresh.order));
        expect(view.groups?.map((g) => [g.key, Array.from(g.ids)])).toEqual(fresh.groups?.map((g) => [g.key, Array.from(g.ids)]));
        // And the sort equals the domain's sortRows on the edited rows.
        const sortOnly = createView(edited, { ...defaultViewSpec, sort: [{ column: { custom: name }, direction }] });
        const byIndex = new Map<KeywordRow, number>(updated.map((row, id) => [row, id]));
        expect(Array.from(sortOnly.order)).toEqual(sortRows(updated, { custom: name }, direction).map((row) => byIndex.get(row)));
        expect(Array.from(createView(edited, { ...defaultViewSpec, filters }).matched)).toEqual(updated.flatMap((row, id) => (compileFilters(filters)(row) ? [id] : [])));
      }),
      { numRuns: 300 },
    );
  });
});
