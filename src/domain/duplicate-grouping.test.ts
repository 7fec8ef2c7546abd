import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from './keyword-row';
import { allowedEditDistance, candidateKey, groupDuplicates, groupedRows, shouldMerge } from './duplicate-grouping';

interface Spec {
  keyword: string;
  avgsv?: number | null;
  months?: number[];
  low?: number | null;
  high?: number | null;
}
const row = ({ keyword, avgsv = 100, months = [1, 2, 3, 4, 5, 6, 7], low = null, high = null }: Spec): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  avgsv,
  adwords_cpc_low: low,
  adwords_cpc_high: high,
  search_volumes: months.map((count, i) => ({ count, month: i + 1, year: 2024 })),
});
const shape = (groups: ReturnType<typeof groupDuplicates>): string[][] =>
  groups.map((g) => [g.head.keyword, ...g.members.map((m) => m.keyword)]);

describe('duplicate grouping rules', () => {
  it('allows 3 edits, or 20 % of the longer keyword over 15 characters, rounded down', () => {
    expect(allowedEditDistance('schuhe', 'schuh')).toBe(3);
    expect(allowedEditDistance('a'.repeat(15), 'a')).toBe(3);
    expect(allowedEditDistance('a'.repeat(16), 'a')).toBe(3);
    expect(allowedEditDistance('a'.repeat(20), 'a')).toBe(4);
    expect(allowedEditDistance('a'.repeat(29), 'a')).toBe(5);
  });
  it('needs equal average volume and equal first six monthly counts', () => {
    const a = row({ keyword: 'a', low: 1, high: 2 });
    expect(shouldMerge(a, row({ keyword: 'zzzzzz', low: 1, high: 2, months: [1, 2, 3, 4, 5, 6, 99] }))).toBe(true);
    expect(shouldMerge(a, row({ keyword: 'b', low: 1, high: 2, months: [1, 2, 3, 4, 5, 7] }))).toBe(false);
    expect(shouldMerge(a, row({ keyword: 'b', low: 1, high: 2, avgsv: 101 }))).toBe(false);
  });
  it('never makes rows without average volume candidates', () => {
    expect(candidateKey(row({ keyword: 'a', avgsv: null }))).toBeNull();
    expect(shouldMerge(row({ keyword: 'a', avgsv: null }), row({ keyword: 'a', avgsv: null }))).toBe(false);
  });
  it('merges on equal CPC, also when all CPC values are empty', () => {
    expect(shouldMerge(row({ keyword: 'laufschuhe' }), row({ keyword: 'turnschuhe damen' }))).toBe(true);
    expect(shouldMerge(row({ keyword: 'laufschuhe', low: 1 }), row({ keyword: 'turnschuhe damen', low: 2 }))).toBe(false);
  });
  it('merges on a small edit distance when CPC differs', () => {
    expect(shouldMerge(row({ keyword: 'laufschuh', low: 1 }), row({ keyword: 'laufschuhe', low: 2 }))).toBe(true);
    expect(shouldMerge(row({ keyword: 'laufschuhe herren', low: 1 }), row({ keyword: 'laufschuhe damen', low: 2 }))).toBe(false);
    expect(shouldMerge(row({ keyword: 'laufschuhe für herren', low: 1 }), row({ keyword: 'laufschuh für herren', low: 2 }))).toBe(true);
  });
});

describe('groupDuplicates', () => {
  it('keeps the first row as head and lists the others', () => {
    const rows = [row({ keyword: 'schuhe', low: 1 }), row({ keyword: 'x', avgsv: 5 }), row({ keyword: 'schuh', low: 2 })];
    expect(shape(groupDuplicates(rows))).toEqual([['schuhe', 'schuh'], ['x']]);
  });
  it('compares only the next 5 neighbours that are still ungrouped', () => {
    const other = (i: number): KeywordRow => row({ keyword: `other ${i}`, avgsv: i });
    const far = [row({ keyword: 'schuhe', low: 1 }), ...[1, 2, 3, 4, 5].map(other), row({ keyword: 'schuh', low: 2 })];
    expect(shape(groupDuplicates(far))).toHaveLength(7);
    const near = [row({ keyword: 'schuhe', low: 1 }), ...[1, 2, 3, 4].map(other), row({ keyword: 'schuh', low: 2 })];
    expect(shape(groupDuplicates(near))[0]).toEqual(['schuhe', 'schuh']);
  });
  it('lets merged rows free their place in the window', () => {
    const dup = (k: string): KeywordRow => row({ keyword: k });
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(dup);
    expect(shape(groupDuplicates(rows))).toEqual([['a', 'b', 'c', 'd', 'e', 'f', 'g']]);
  });
  it('returns nothing for nothing', () => {
    expect(groupDuplicates([])).toEqual([]);
  });
  it('puts heads with members in grouped and carries them on regrouping', () => {
    const groups = groupDuplicates([row({ keyword: 'schuhe', low: 1 }), row({ keyword: 'schuh', low: 2 }), row({ keyword: 'x', avgsv: 5 })]);
    const shown = groupedRows(groups);
    expect(shown.map((r) => [r.keyword, r.grouped?.map((m) => m.keyword)])).toEqual([['schuhe', ['schuh']], ['x', undefined]]);
    expect(shape(groupDuplicates(shown))).toEqual(shape(groups));
  });

  // Few distinct values so that candidates and merges are frequent.
  const arbRow = fc
    .record({
      keyword: fc.constantFrom('schuhe', 'schuh', 'schuhe kaufen', 'laufschuhe', 'lauf schuhe', 'jacke', 'jacken'),
      avgsv: fc.constantFrom(10, 20, null),
      m: fc.constantFrom(1, 2),
      low: fc.constantFrom(null, 0.5, 1),
      high: fc.constantFrom(null, 2),
    })
    .map(({ keyword, avgsv, m, low, high }) => row({ keyword, avgsv, months: [m, 2, 3, 4, 5, 6], low, high }));
  const arbRows = fc.array(arbRow, { maxLength: 40 });

  it('puts every row in exactly one group', () => {
    fc.assert(
      fc.property(arbRows, (rows) => {
        const all = groupDuplicates(rows).flatMap((g) => [g.head, ...g.members]);
        expect(all).toHaveLength(rows.length);
        expect(new Set(all)).toEqual(new Set(rows));
      }),
    );
  });
  it('never groups rows with different average volume', () => {
    fc.assert(
      fc.property(arbRows, (rows) => {
        for (const g of groupDuplicates(rows)) for (const m of g.members) expect(m.avgsv).toBe(g.head.avgsv);
      }),
    );
  });
  it('keeps the head first in the input order', () => {
    fc.assert(
      fc.property(arbRows, (rows) => {
        for (const g of groupDuplicates(rows)) for (const m of g.members) expect(rows.indexOf(m)).toBeGreaterThan(rows.indexOf(g.head));
      }),
    );
  });
  it('changes nothing when a grouped result is grouped again', () => {
    fc.assert(
      fc.property(arbRows, (rows) => {
        const once = groupDuplicates(rows);
        expect(shape(groupDuplicates(groupedRows(once)))).toEqual(shape(once));
      }),
    );
  });
});

describe('candidateKey keeps a month without a count apart from no month', () => {
  it('one null month and an empty history are different keys', () => {
    const none = { ...emptyKeywordRow('a'), avgsv: 0, search_volumes: [] };
    const oneNull = { ...emptyKeywordRow('b'), avgsv: 0, search_volumes: [{ count: null, month: 1, year: 2024 }] };
    expect(candidateKey(none)).not.toBe(candidateKey(oneNull));
  });
});
