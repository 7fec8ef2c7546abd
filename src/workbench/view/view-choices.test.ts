import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { groupChoices, groupingId, groupingOf, nextSort, sortChoices, sortFromChoice, sortOf } from './view-choices.ts';

const columns = [...keywordColumns({ months: ['202411'], amazon: false, ranking: false }), customColumn('Priority', 'dropdown', [{ id: 1, text: 'High', color: '#ff0000' }])];
const byValue = (value: string) => {
  const column = columns.find((c) => c.value === value);
  if (!column) throw new Error(value);
  return column;
};

describe('sort choices', () => {
  it('maps the URL sort to the engine sort, and nothing for a column the table lacks', () => {
    expect(sortOf(columns, { column: 'avgsv', direction: 'desc' })).toEqual({ column: 'avgsv', direction: 'desc' });
    expect(sortOf(columns, { column: '202411', direction: 'asc' })).toEqual({ column: { month: '202411' }, direction: 'asc' });
    expect(sortOf(columns, { column: 'custom_Priority', direction: 'asc' })).toEqual({ column: { custom: 'Priority' }, direction: 'asc' });
    expect(sortOf(columns, { column: 'custom_Gone', direction: 'asc' })).toBeNull();
    expect(sortOf(columns, undefined)).toBeNull();
  });

  it('cycles a header through ascending, descending and unsorted', () => {
    const volume = byValue('avgsv');
    expect(nextSort(volume, undefined)).toEqual({ column: 'avgsv', direction: 'asc' });
    expect(nextSort(volume, { column: 'avgsv', direction: 'asc' })).toEqual({ column: 'avgsv', direction: 'desc' });
    expect(nextSort(volume, { column: 'avgsv', direction: 'desc' })).toBeUndefined();
    expect(nextSort(volume, { column: 'keyword', direction: 'desc' })).toEqual({ column: 'avgsv', direction: 'asc' });
  });

  it('offers both directions of every sortable column, and the ids read back', () => {
    const options = sortChoices(columns, { column: 'avgsv', direction: 'desc' });
    expect(options.find((o) => o.current)?.id).toBe('avgsv:desc');
    expect(options.some((o) => o.id.startsWith('trend:'))).toBe(false);
    for (const option of options.filter((o) => o.id !== 'none')) expect(sortOf(columns, sortFromChoice(option.id))).not.toBeNull();
    expect(sortFromChoice('none')).toBeUndefined();
  });
});

describe('group choices', () => {
  it('lists none, near-duplicates, category and each custom column, marking the current one', () => {
    const options = groupChoices(columns.filter((c) => c.custom), { by: 'custom', name: 'Priority' });
    expect(options.map((o) => o.id)).toEqual(['none', 'duplicates', 'category', 'custom:Priority']);
    expect(options.find((o) => o.current)?.id).toBe('custom:Priority');
  });

  it('round-trips every grouping through its id', () => {
    const grouping = fc.oneof(
      fc.constant({ by: 'none' as const }),
      fc.constant({ by: 'duplicates' as const }),
      fc.constant({ by: 'category' as const }),
      fc.string({ minLength: 1 }).map((name) => ({ by: 'custom' as const, name })),
    );
    fc.assert(fc.property(grouping, (g) => {
      expect(groupingOf(groupingId(g))).toEqual(g);
    }));
  });
});
