import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { candidateClasses, NEVER_EQUAL, ROWS_DECIDE } from './candidate-classes.ts';
import { candidateColumns, sameCandidate, sameCpc } from './candidate-columns.ts';
import { arrayTable } from './row-table.ts';

// Few distinct values of each part, -0 and NaN among them, so equal and nearly equal rows are common.
const countArb = fc.constantFrom<number | null>(1, 2, 0, -0, Number.NaN, null);
const cpcArb = fc.constantFrom<unknown>(null, undefined, 0.5, 0, -0, Number.NaN, '0.5', 'absent');
const rowArb = fc
  .tuple(fc.constantFrom<number | null>(100, 0, -0, null, Number.NaN), fc.array(countArb, { maxLength: 7 }), cpcArb, cpcArb)
  .map(([avgsv, counts, low, high]) => {
    const row: KeywordRow = { ...emptyKeywordRow('k'), avgsv, search_volumes: counts.map((count, i) => ({ count, month: i + 1, year: 2024 })) };
    for (const [key, value] of [['adwords_cpc_low', low], ['adwords_cpc_high', high]] as const) {
      if (value === 'absent') Reflect.deleteProperty(row, key);
      else Reflect.set(row, key, value);
    }
    return row;
  });

describe('candidate classes', () => {
  it('gives equal rows one class and a row without volume none', () => {
    const rows = [100, 200, 100, null].map((avgsv) => ({ ...emptyKeywordRow('k'), avgsv }));
    const { candidates } = candidateClasses(candidateColumns(arrayTable(rows)));
    expect(Array.from(candidates)).toEqual([0, 1, 0, NEVER_EQUAL]);
  });
  it('property: a shared class is exactly sameCandidate, a shared CPC class exactly sameCpc', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), (rows) => {
        const columns = candidateColumns(arrayTable(rows));
        const { candidates, cpc } = candidateClasses(columns);
        for (let a = 0; a < rows.length; a++) {
          expect((cpc[a] ?? 0) === ROWS_DECIDE).toBe(sameCpc(columns, a, a) === null);
          for (let b = 0; b < rows.length; b++) {
            if (a === b) continue;
            const shared = (candidates[a] ?? -1) >= 0 && candidates[a] === candidates[b];
            expect(shared).toBe(sameCandidate(columns, a, b));
            const same = sameCpc(columns, a, b);
            if (same !== null) expect((cpc[a] ?? -1) >= 0 && cpc[a] === cpc[b]).toBe(same);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
