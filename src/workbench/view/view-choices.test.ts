import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { groupChoices, groupingId, groupingOf, nextSort, sortChoices, sortFromChoice, sortOf, sortTitle, thenSortChoices } from './view-choices.ts';

const columns = [...keywordColumns({ months: ['202411'], amazon: false, ranking: false }), customColumn('Priority', 'dropdown', [{ id: 1, text: 'High', color: '#ff0000' }])];
const byValue = (value: string) => {
  const column = columns.find((c) => c.value === value);
  if (!column) throw new Error(value);
  return column;
};

describe('sort choices', () => {
  it('maps the URL sort to the engine sort, leaving out a column the table lacks', () => {
    expect(sortOf(columns, [{ column: 'avgsv', direction: 'desc' }])).toEqual([{ column: 'avgsv', direction: 'desc' }]);
    expect(sortOf(columns, [{ column: '202411', direction: 'asc' }, { column: 'custom_Gone', direction: 'asc' }, { column: 'custom_Priority', direction: 'desc' }])).toEqual([
      { column: { month: '202411' }, direction: 'asc' },
      { column: { custom: 'Priority' }, direction: 'desc' },
    ]);
    expect(sortOf(columns, undefined)).toEqual([]);
  });

  it('cycles a header through ascending, descending and unsorted, alone', () => {
    const volume = byValue('avgsv');
    expect(nextSort(volume, undefined, false)).toEqual([{ column: 'avgsv', direction: 'asc' }]);
    expect(nextSort(volume, [{ column: 'avgsv', direction: 'asc' }], false)).toEqual([{ column: 'avgsv', direction: 'desc' }]);
    expect(nextSort(volume, [{ column: 'avgsv', direction: 'desc' }], false)).toEqual([]);
    expect(nextSort(volume, [{ column: 'keyword', direction: 'desc' }], false)).toEqual([{ column: 'avgsv', direction: 'asc' }]);
    expect(nextSort(volume, [{ column: 'keyword', direction: 'desc' }, { column: 'avgsv', direction: 'asc' }], false)).toEqual([{ column: 'avgsv', direction: 'desc' }]);
  });

  it('with Shift adds the column at the end, turns it round in its place, then takes it out', () => {
    const volume = byValue('avgsv');
    const keyword = { column: 'keyword', direction: 'desc' } as const;
    expect(nextSort(volume, [keyword], true)).toEqual([keyword, { column: 'avgsv', direction: 'asc' }]);
    expect(nextSort(volume, [{ column: 'avgsv', direction: 'asc' }, keyword], true)).toEqual([{ column: 'avgsv', direction: 'desc' }, keyword]);
    expect(nextSort(volume, [{ column: 'avgsv', direction: 'desc' }, keyword], true)).toEqual([keyword]);
    expect(nextSort(volume, undefined, true)).toEqual([{ column: 'avgsv', direction: 'asc' }]);
  });

  it('property: Shift three times on a column leaves the rest of the sort as it was', () => {
    const sortable = columns.filter((c) => c.sortable);
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...sortable.map((c) => c.value)), { maxLength: 4 }), fc.constantFrom(...sortable), (values, column) => {
        const start = values.filter((v) => v !== column.value).map((v) => ({ column: v, direction: 'asc' as const }));
        const once = nextSort(column, start, true);
        expect(once.at(-1)).toEqual({ column: column.value, direction: 'asc' });
        expect(nextSort(column, nextSort(column, once, true), true)).toEqual(start);
      }),
    );
  });

  it('offers both directions of every sortable column, and the ids read back', () => {
    const options = sortChoices(columns, [{ column: 'avgsv', direction: 'desc' }]);
    expect(options.find((o) => o.current)?.id).toBe('avgsv:desc');
    expect(options.some((o) => o.id.startsWith('trend:'))).toBe(false);
    for (const option of options.filter((o) => o.id !== 'none')) expect(sortOf(columns, [sortFromChoice(option.id) ?? { column: '', direction: 'asc' }])).toHaveLength(1);
    expect(sortFromChoice('none')).toBeUndefined();
    expect(sortChoices(columns, [{ column: 'avgsv', direction: 'desc' }, { column: 'keyword', direction: 'asc' }]).some((o) => o.current)).toBe(false);
  });

  it('offers the columns not yet in the sort to break its ties, and reads the sort out', () => {
    expect(thenSortChoices(columns, undefined)).toEqual([]);
    const then = thenSortChoices(columns, [{ column: 'avgsv', direction: 'desc' }]);
    expect(then.some((o) => o.id.startsWith('avgsv:'))).toBe(false);
    expect(then.map((o) => o.id)).toContain('keyword:asc');
    expect(sortTitle(columns, [{ column: 'avgsv', direction: 'desc' }, { column: 'keyword', direction: 'asc' }])).toMatch(/^.+ descending, then .+ ascending$/);
  });
});

describe('group choices', () => {
  it('lists none, near-duplicates, category and each custom column, marking the current one', () => {
    const options = groupChoices(columns.filter((c) => c.custom), { by: 'custom', name: 'Priority' });
    expect(options.map((o) => o.id)).toEqual(['none', 'duplicates', 'category', 'intent', 'custom:Priority']);
    expect(options.find((o) => o.current)?.id).toBe('custom:Priority');
    // Rows that are not keywords have no near-duplicates, category or intent.
    expect(groupChoices(columns.filter((c) => c.custom), { by: 'none' }, false).map((o) => o.id)).toEqual(['none', 'custom:Priority']);
  });

  it('round-trips every grouping through its id', () => {
    const grouping = fc.oneof(
      fc.constant({ by: 'none' as const }),
      fc.constant({ by: 'duplicates' as const }),
      fc.constant({ by: 'category' as const }),
      fc.constant({ by: 'intent' as const }),
      fc.string({ minLength: 1 }).map((name) => ({ by: 'custom' as const, name })),
    );
    fc.assert(fc.property(grouping, (g) => {
      expect(groupingOf(groupingId(g))).toEqual(g);
    }));
  });
});
