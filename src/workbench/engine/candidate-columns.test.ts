import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { keywordRowArb } from '../../../tests/support/engine-arbitraries.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { candidateColumns, charHistograms, editsAtLeast, packedCandidateColumns } from './candidate-columns.ts';
import { packRows } from './packed-rows.ts';
import { arrayTable, packedTable } from './row-table.ts';

const atLeast = (a: string, b: string): number => editsAtLeast([a, b], charHistograms([a, b]), 0, 1);
// Texts from a few letters, so close pairs are common, and from any code units, surrogates included.
const textArb = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ä', '1', ' '), maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Over 15 of one code unit: the capped counts.
  fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 14, maxLength: 40 }),
);

describe('candidate columns', () => {
  it('property: read from packed columns they equal the columns filled row by row', () => {
    fc.assert(
      // Without the monthly key some rows carry, so all rows have one shape and travel in columns.
      fc.property(fc.array(keywordRowArb.map(({ '202402': _month, ...row }) => row), { minLength: 1, maxLength: 30 }), (rows) => {
        const packing = packRows(rows);
        const fromColumns = packing ? packedCandidateColumns(packedTable(structuredClone(packing.packed, { transfer: packing.transfer })), rows.map((row) => row.keyword)) : null;
        // Rows of the contract's one shape always pack their volumes and CPCs as columns.
        expect(fromColumns).not.toBeNull();
        expect(fromColumns).toStrictEqual(candidateColumns(arrayTable(rows)));
      }),
      { numRuns: 300 },
    );
    // Rows held as objects, or a CPC that is no number, are filled row by row.
    expect(packedCandidateColumns(arrayTable([emptyKeywordRow('a')]), ['a'])).toBeNull();
  });

  it('bounds the edit distance from below by length and by the character buckets', () => {
    expect(atLeast('laufschuhe', 'laufschuh')).toBe(1);
    expect(atLeast('abc', 'abc')).toBe(0);
    expect(atLeast('jacke winter 12', 'schuhe damen 12')).toBeGreaterThan(3);
    // Same length, same letters but one: the buckets see one surplus each way.
    expect(atLeast('günstig laufschuhe 499', 'winter glühwein 999')).toBeGreaterThan(4);
  });
  it('property: never above the edit distance', () => {
    fc.assert(
      fc.property(textArb, textArb, (a, b) => {
        expect(atLeast(a, b)).toBeLessThanOrEqual(distance(a, b));
      }),
      { numRuns: 3000 },
    );
  });
});
