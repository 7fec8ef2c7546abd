import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFilter } from '../../domain/filters.ts';
import { columnComparator, sortRows } from '../../domain/sorting.ts';
import { rowsArb } from '../../../tests/support/engine-arbitraries.ts';
import { cellNumber, isNumericColumn } from './cell-values.ts';
import type { ColumnDefinition } from './column-definition.ts';
import { columnOfSort, filterFieldOf, sortColumnOf } from './column-fields.ts';
import { customColumn } from './custom-columns.ts';
import { keywordColumns } from './keyword-columns.ts';

const columns = [
  ...keywordColumns({ months: ['202402', '202401'], amazon: true, ranking: true }),
  customColumn('status', 'free'),
  customColumn('score', 'dropdown', [{ text: 'a', color: '#000000', id: 1 }]),
];
const col = (value: string): ColumnDefinition => {
  const column = columns.find((c) => c.value === value);
  if (!column) throw new Error(`no column ${value}`);
  return column;
};

describe('sortColumnOf', () => {
  it('maps keyword columns to their fields, months to { month } and custom columns to { custom }', () => {
    expect(sortColumnOf(col('keyword'))).toBe('keyword');
    expect(sortColumnOf(col('avgsv'))).toBe('avgsv');
    expect(sortColumnOf(col('cats'))).toBe('categories');
    expect(sortColumnOf(col('adwords_cpc_high'))).toBe('adwords_cpc_high');
    expect(sortColumnOf(col('202401'))).toEqual({ month: '202401' });
    expect(sortColumnOf(col('custom_status'))).toEqual({ custom: 'status' });
  });

  it('is null for columns that do not sort', () => {
    for (const value of ['trend', 'media_count', 'amazon_search_volume', 'ranking']) expect(sortColumnOf(col(value)), value).toBeNull();
    expect(sortColumnOf({ ...col('avgsv'), sortable: false })).toBeNull();
  });

  it('finds the column of a sort field back', () => {
    for (const column of columns) {
      const sort = sortColumnOf(column);
      if (sort !== null) expect(columnOfSort(columns, sort)?.value).toBe(column.value);
    }
    expect(columnOfSort(columns, { custom: 'absent' })).toBeNull();
  });

  it('sorts numeric columns in the order of their cell numbers, missing values last', () => {
    const numeric = columns.filter((c) => isNumericColumn(c) && sortColumnOf(c) !== null);
    const context = { rateUsdToEur: 0.9 };
    fc.assert(
      fc.property(rowsArb, fc.constantFrom(...numeric), fc.constantFrom('asc' as const, 'desc' as const), (rows, column, direction) => {
        const sort = sortColumnOf(column);
        if (sort === null) return;
        const values = sortRows(rows, sort, direction).map((r) => cellNumber(column, r, context));
        const firstMissing = values.indexOf(null);
        if (firstMissing >= 0) expect(values.slice(firstMissing).every((v) => v === null)).toBe(true);
        const known = values.filter((v): v is number => v !== null);
        for (let i = 1; i < known.length; i++) {
          const [a, b] = [known[i - 1] ?? 0, known[i] ?? 0];
          if (direction === 'asc') expect(a).toBeLessThanOrEqual(b);
          else expect(a).toBeGreaterThanOrEqual(b);
        }
      }),
    );
  });

  it('gives only sort fields the domain comparator accepts', () => {
    for (const column of columns) {
      const sort = sortColumnOf(column);
      if (sort !== null) expect(() => columnComparator(sort, 'asc')).not.toThrow();
    }
  });
});

describe('filterFieldOf', () => {
  it('gives the field ids of SPEC §3 and the custom field, null when a column cannot be filtered', () => {
    expect(filterFieldOf(col('keyword'))).toBe(1);
    expect(filterFieldOf(col('cats'))).toBe(8);
    expect(filterFieldOf(col('season'))).toBe(11);
    expect(filterFieldOf(col('custom_score'))).toEqual({ custom: 'score' });
    expect(filterFieldOf(col('trend'))).toBeNull();
    expect(filterFieldOf(col('202401'))).toBeNull();
  });

  it('gives fields the domain filters compile', () => {
    for (const column of columns) {
      const field = filterFieldOf(column);
      if (field === null) continue;
      expect(() => compileFilter({ field, action: 'includes', value: 'a' })).not.toThrow();
      expect(() => compileFilter({ field, action: 'greater', value: 1 })).not.toThrow();
    }
  });
});
