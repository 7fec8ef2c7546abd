import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { urlColumnsOf, withUrlColumns } from './url-columns.ts';

const columns = keywordColumns({ months: ['202411', '202410'], amazon: false, ranking: false });

describe('withUrlColumns', () => {
  it('shows exactly the named columns in the named order, keyword first', () => {
    const next = withUrlColumns(columns, ['adwords_cpc_high', 'avgsv', 'nope', 'keyword']);
    expect(urlColumnsOf(next)).toEqual(['keyword', 'adwords_cpc_high', 'avgsv']);
    expect(next).toHaveLength(columns.length);
  });

  it('leaves the layout alone without a param', () => {
    expect(withUrlColumns(columns, undefined)).toEqual(columns);
  });

  it('round-trips any visible set', () => {
    const values = columns.map((c) => c.value);
    fc.assert(fc.property(fc.shuffledSubarray(values), (picked) => {
      const once = withUrlColumns(columns, picked);
      expect(withUrlColumns(once, urlColumnsOf(once))).toEqual(once);
      expect(once[0]?.value).toBe('keyword');
      expect(new Set(once.map((c) => c.value))).toEqual(new Set(values));
    }));
  });
});
