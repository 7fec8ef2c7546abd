import { describe, expect, it } from 'vitest';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { filterFieldOptions } from './filter-fields.ts';

describe('filterFieldOptions', () => {
  const columns = keywordColumns({ months: ['202411', '202410'], amazon: true, ranking: true });
  it('offers the columns with a filter field, hidden ones included, in table order', () => {
    const options = filterFieldOptions(columns);
    expect(options[0]).toEqual({ key: 'keyword', title: 'Keyword', field: 1, kind: 'text' });
    expect(options.find((o) => o.key === 'avgsv')).toEqual({ key: 'avgsv', title: 'Avg. volume', field: 2, kind: 'number' });
    expect(options.some((o) => o.key === 'peak')).toBe(true);
    expect(options.some((o) => o.key === 'trend' || o.key === '202411' || o.key === 'ranking')).toBe(false);
  });
  it('uses renamed titles and custom fields', () => {
    const renamed = columns.map((c) => (c.value === 'avgsv' ? { ...c, modifiedText: 'Volume' } : c));
    const options = filterFieldOptions([...renamed, customColumn('Priority', 'dropdown', [{ id: 1, text: 'A', color: '#000000' }])]);
    expect(options.find((o) => o.key === 'avgsv')?.title).toBe('Volume');
    expect(options.at(-1)).toEqual({ key: 'custom_Priority', title: 'Priority', field: { custom: 'Priority' }, kind: 'text' });
  });
});
