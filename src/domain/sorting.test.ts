import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from './keyword-row';
import { chainedComparator, columnComparator, compareNumbers, compareText, sortRows, sortRowsBy, stableSort, type SortColumn } from './sorting';

const kw = (keyword: string, extra: Partial<KeywordRow> = {}): KeywordRow => ({ ...emptyKeywordRow(keyword), ...extra });
const names = (rows: KeywordRow[]): string[] => rows.map((r) => r.keyword);

describe('comparators', () => {
  it('puts missing numbers last in both directions', () => {
    const values = [3, null, 1, Number.NaN, 2, undefined];
    expect([...values].sort((a, b) => compareNumbers(a, b, 'asc')).slice(0, 3)).toEqual([1, 2, 3]);
    expect([...values].sort((a, b) => compareNumbers(a, b, 'desc')).slice(0, 3)).toEqual([3, 2, 1]);
  });
  it('sorts text with the German collator, missing last', () => {
    const words = ['Zebra', 'apfel', 'Äpfel', null, 'Ofen', 'Öl', ''];
    expect([...words].sort((a, b) => compareText(a, b, 'asc'))).toEqual(['apfel', 'Äpfel', 'Ofen', 'Öl', 'Zebra', null, '']);
    expect([...words].sort((a, b) => compareText(a, b, 'desc')).slice(0, 5)).toEqual(['Zebra', 'Öl', 'Ofen', 'Äpfel', 'apfel']);
  });
});

describe('column comparators', () => {
  const rows = [
    kw('b', { avgsv: 10, serp_items: [1, 2], season: [5], custom_note: 'x', custom_n: 2, '202401': 5 }),
    kw('ä', { avgsv: null, serp_items: null, season: null, custom_n: 10 }),
    kw('a', { avgsv: 30, serp_items: [1], season: [1, 2], custom_note: 'Ä', custom_n: 'abc', '202401': 7 }),
  ];
  it.each<[SortColumn, string[]]>([
    ['keyword', ['a', 'ä', 'b']],
    ['avgsv', ['b', 'a', 'ä']],
    ['serp_items', ['a', 'b', 'ä']],
    ['season', ['a', 'b', 'ä']],
    [{ month: '202401' }, ['b', 'a', 'ä']],
    [{ custom: 'note' }, ['a', 'b', 'ä']],
  ])('sorts %j ascending', (column, expected) => {
    expect(names(sortRows(rows, column, 'asc'))).toEqual(expected);
  });
  it('sorts descending with missing values still last', () => {
    expect(names(sortRows(rows, 'avgsv', 'desc'))).toEqual(['a', 'b', 'ä']);
  });
  it('sorts custom columns as numbers when both are numbers', () => {
    expect(columnComparator({ custom: 'n' }, 'asc')(rows[0]!, rows[1]!)).toBeLessThan(0);
    // 10 against 'abc' falls back to text, where digits come before letters.
    expect(columnComparator({ custom: 'n' }, 'asc')(rows[1]!, rows[2]!)).toBeLessThan(0);
  });
  it('rejects an unknown column', () => {
    expect(() => columnComparator('nope' as SortColumn, 'asc')).toThrow(RangeError);
  });
});

describe('sorting laws', () => {
  const arbRow = fc
    .record({ id: fc.nat(), avgsv: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), k: fc.constantFrom('a', 'ä', 'b', 'B') })
    .map(({ id, avgsv, k }) => kw(`${k}#${id}`, { avgsv, categories: k }));
  const columns = fc.constantFrom<SortColumn>('avgsv', 'categories', 'adwords_cpc_low');
  const dirs = fc.constantFrom('asc' as const, 'desc' as const);
  it('is stable: rows that compare equal keep their input order', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 30 }), columns, dirs, (rs, column, dir) => {
        const sorted = sortRows(rs, column, dir);
        const cmp = columnComparator(column, dir);
        for (let i = 1; i < sorted.length; i++) {
          const c = cmp(sorted[i - 1]!, sorted[i]!);
          expect(c).toBeLessThanOrEqual(0);
          if (c === 0) expect(rs.indexOf(sorted[i - 1]!)).toBeLessThan(rs.indexOf(sorted[i]!));
        }
      }),
    );
  });
  it('keeps missing numbers last in both directions', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 30 }), dirs, (rs, dir) => {
        const sorted = sortRows(rs, 'avgsv', dir);
        const firstMissing = sorted.findIndex((r) => r.avgsv === null);
        if (firstMissing >= 0) expect(sorted.slice(firstMissing).every((r) => r.avgsv === null)).toBe(true);
      }),
    );
  });
  it('stableSort is a permutation', () => {
    fc.assert(fc.property(fc.array(fc.integer()), (xs) => {
      expect(stableSort(xs, (a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
    }));
  });
  it('sorts by several columns: the first decides, the next break its ties, load order breaks the rest', () => {
    const rs = [kw('b', { avgsv: 1, categories: 'x' }), kw('a', { avgsv: 2, categories: 'x' }), kw('c', { avgsv: 1, categories: null }), kw('d', { avgsv: 1, categories: 'x' })];
    expect(names(sortRowsBy(rs, [{ column: 'categories', direction: 'desc' }, { column: 'avgsv', direction: 'asc' }]))).toEqual(['b', 'd', 'a', 'c']);
    expect(names(sortRowsBy(rs, []))).toEqual(['b', 'a', 'c', 'd']);
  });
  it('a sort by several columns equals sorting by each column from the last to the first, each stable', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 30 }), fc.array(fc.record({ column: columns, direction: dirs }), { maxLength: 3 }), (rs, sorts) => {
        const passes = [...sorts].reverse().reduce<KeywordRow[]>((acc, s) => sortRows(acc, s.column, s.direction), rs);
        expect(sortRowsBy(rs, sorts)).toEqual(passes);
        const compare = chainedComparator(sorts);
        const sorted = sortRowsBy(rs, sorts);
        for (let i = 1; i < sorted.length; i++) expect(compare(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
