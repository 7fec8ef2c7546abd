import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldText, splitTerms } from '../../domain/filters.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { loadColumnStore } from './column-store.ts';
import { foldedJoinedKeywords, rowsHolding, type FoldedJoined } from './joined-text-search.ts';
import { packRows } from './packed-rows.ts';
import { packedTable } from './row-table.ts';

function joinedOf(keywords: readonly string[]): FoldedJoined | null {
  const packing = packRows(keywords.map((keyword) => emptyKeywordRow(keyword)));
  if (!packing) throw new Error('expected packed rows');
  return foldedJoinedKeywords(loadColumnStore(packedTable(packing.packed)));
}

/** The domain's reading, row by row. */
const holding = (keywords: readonly string[], terms: readonly string[]): number[] =>
  keywords.map((keyword) => (terms.some((term) => foldText(keyword).includes(term)) ? 1 : 0));

const latin1 = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'Ä', 'ä', 'ß', ' ', 'É', 'é', 'x'), maxLength: 6 });

describe('joined text search', () => {
  it('finds a term only within a keyword, never across two, and in empty keywords never', () => {
    const keywords = ['ab', 'cd', '', 'bcb', 'Schuhe', 'SCHUH'];
    const joined = joinedOf(keywords);
    if (!joined) throw new Error('expected joined keywords');
    expect(joined.text).toBe('abcdbcbschuheschuh');
    expect(Array.from(rowsHolding(joined, ['bc']))).toEqual([0, 0, 0, 1, 0, 0]);
    expect(Array.from(rowsHolding(joined, ['schuh', 'd']))).toEqual([0, 1, 0, 0, 1, 1]);
    expect(Array.from(rowsHolding(joined, ['']))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('property: the rows holding the terms are the ones the domain finds row by row', () => {
    fc.assert(
      fc.property(fc.array(latin1, { minLength: 1, maxLength: 25 }), fc.array(latin1, { maxLength: 3 }), (keywords, raw) => {
        const terms = splitTerms(raw.join(','));
        const joined = joinedOf(keywords);
        expect(joined).not.toBeNull();
        if (joined) expect(Array.from(rowsHolding(joined, terms))).toEqual(holding(keywords, terms));
      }),
      { numRuns: 1_000 },
    );
  });

  it('leaves keywords beyond Latin-1, and rows held as objects, to the row-by-row test', () => {
    expect(joinedOf(['apfel', 'ǅemal'])).toBeNull();
    expect(foldedJoinedKeywords(loadColumnStore([emptyKeywordRow('a')]))).toBeNull();
  });
});
