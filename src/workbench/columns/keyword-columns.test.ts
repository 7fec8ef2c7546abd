import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow, type MonthKey } from '../../domain/keyword-row.ts';
import { monthKey, parseMonthKey } from '../../domain/month-keys.ts';
import { columnDefinitionSchema, type ColumnDefinition } from './column-definition.ts';
import { keywordColumns, monthColumn, monthsOfRows } from './keyword-columns.ts';

const byValue = (columns: readonly ColumnDefinition[], value: string): ColumnDefinition => {
  const column = columns.find((c) => c.value === value);
  if (!column) throw new Error(`no column ${value}`);
  return column;
};

const BASE_ORDER = [
  'keyword', 'media_count', 'avgsv', 'annualsv', 'trend', 'cats', 'keyword_difficulty', 'adwords_competition',
  'search_intent', 'serp_items', 'adwords_cpc_low', 'adwords_cpc_high', 'peak', 'season',
];

describe('keywordColumns', () => {
  it('lists the columns in the spec order, months next, Amazon volume and ranking only when asked', () => {
    const plain = keywordColumns({ months: ['202411', '202410'], amazon: false, ranking: false });
    expect(plain.map((c) => c.value)).toEqual([...BASE_ORDER, '202411', '202410']);
    const full = keywordColumns({ months: [], amazon: true, ranking: true });
    expect(full.map((c) => c.value)).toEqual([...BASE_ORDER, 'amazon_search_volume', 'ranking']);
    expect(keywordColumns({ months: [], amazon: false, ranking: true }).map((c) => c.value).at(-1)).toBe('ranking');
  });

  it('has the English titles and the spec defaults for visibility', () => {
    const columns = keywordColumns({ months: ['202411'], amazon: true, ranking: true });
    expect(columns.map((c) => c.text)).toEqual([
      'Keyword', 'Media count', 'Avg. volume', 'Annual volume', 'Trend', 'Category', 'Difficulty', 'Competition',
      'Intent', 'SERP features', 'CPC low', 'CPC high', 'Peak', 'Season', 'Nov 2024', 'Amazon volume', 'Ranking',
    ]);
    const hidden = columns.filter((c) => !c.active).map((c) => c.value);
    expect(hidden).toEqual(['media_count', 'annualsv', 'peak', 'season', '202411']);
  });

  it('pins the keyword column: it cannot be hidden or moved, every other column can', () => {
    const columns = keywordColumns({ months: ['202411'], amazon: true, ranking: true });
    expect(byValue(columns, 'keyword').canBeModified).toBe(false);
    expect(columns.filter((c) => !c.canBeModified).map((c) => c.value)).toEqual(['keyword']);
    expect(columns.every((c) => !c.custom && c.customOptions === null && c.modifiedText === null)).toBe(true);
  });

  it('gives filter fields of SPEC §3 to the keyword fields and none to trend, months, Amazon volume and ranking', () => {
    const columns = keywordColumns({ months: ['202411'], amazon: true, ranking: true });
    expect(byValue(columns, 'keyword').filter_attributes).toEqual({ field: 1, kind: 'text' });
    expect(byValue(columns, 'avgsv').filter_attributes).toEqual({ field: 2, kind: 'number' });
    expect(byValue(columns, 'cats').filter_attributes).toEqual({ field: 8, kind: 'text' });
    expect(byValue(columns, 'season').filter_attributes).toEqual({ field: 11, kind: 'text' });
    expect(byValue(columns, 'search_intent').filter_attributes).toEqual({ field: 12, kind: 'text' });
    for (const value of ['trend', 'media_count', '202411', 'amazon_search_volume', 'ranking']) {
      expect(byValue(columns, value).filter_attributes, value).toBeNull();
    }
    expect(columns.filter((c) => !c.sortable).map((c) => c.value)).toEqual(['media_count', 'trend', 'amazon_search_volume', 'ranking']);
  });

  it('right-aligns the numbers and left-aligns the texts', () => {
    const columns = keywordColumns({ months: ['202411'], amazon: true, ranking: true });
    expect(byValue(columns, 'avgsv').align).toBe('right');
    expect(byValue(columns, '202411').align).toBe('right');
    expect(byValue(columns, 'keyword').align).toBe('left');
    expect(byValue(columns, 'serp_items').align).toBe('left');
  });

  it('builds valid columns with unique values for any month list', () => {
    const monthArb = fc.record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) }).map((m) => monthKey(m.year, m.month));
    fc.assert(
      fc.property(fc.uniqueArray(monthArb, { maxLength: 48 }), fc.boolean(), fc.boolean(), (months, amazon, ranking) => {
        const columns = keywordColumns({ months, amazon, ranking });
        expect(new Set(columns.map((c) => c.value)).size).toBe(columns.length);
        expect(columns.length).toBe(14 + months.length + (amazon ? 1 : 0) + (ranking ? 1 : 0));
        for (const column of columns) expect(columnDefinitionSchema.safeParse(column).success).toBe(true);
      }),
    );
  });
});

describe('monthColumn', () => {
  it('is a hidden, sortable member of the months group titled by its month', () => {
    const column = monthColumn('202403');
    expect(column).toMatchObject({ value: '202403', text: 'Mar 2024', group: 'months', active: false, sortable: true, filter_attributes: null });
    expect(column.tooltip).toBe('Searches in March 2024.');
  });
});

const withVolumes = (keyword: string, months: { year: number; month: number }[]): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  search_volumes: months.map((m) => ({ ...m, count: 10 })),
});

describe('monthsOfRows', () => {
  it('collects the months of all rows, newest first, each once', () => {
    const rows = [
      withVolumes('a', [{ year: 2024, month: 10 }, { year: 2024, month: 11 }]),
      withVolumes('b', [{ year: 2023, month: 12 }, { year: 2024, month: 11 }, { year: 2025, month: 1 }]),
      withVolumes('c', []),
    ];
    expect(monthsOfRows(rows)).toEqual(['202501', '202411', '202410', '202312']);
    expect(monthsOfRows(rows, 2)).toEqual(['202501', '202411']);
    expect(monthsOfRows(rows, 0)).toEqual([]);
    expect(monthsOfRows([])).toEqual([]);
  });

  it('skips impossible months instead of throwing', () => {
    const rows = [withVolumes('a', [{ year: 2024, month: 13 }, { year: 2024, month: 0 }, { year: 24, month: 5 }, { year: 2024, month: 5 }])];
    expect(monthsOfRows(rows)).toEqual(['202405']);
  });

  it('gives unique month keys, strictly newest first, each found in some row', () => {
    const monthArb = fc.record({ year: fc.integer({ min: 2015, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(fc.array(fc.array(monthArb, { maxLength: 6 }), { maxLength: 8 }), (lists) => {
        const rows = lists.map((months, i) => withVolumes(`k${i}`, months));
        const keys: MonthKey[] = monthsOfRows(rows);
        for (let i = 1; i < keys.length; i++) expect(Number(keys[i - 1])).toBeGreaterThan(Number(keys[i]));
        for (const key of keys) {
          const at = parseMonthKey(key);
          expect(lists.some((months) => months.some((m) => m.year === at?.year && m.month === at.month))).toBe(true);
        }
        expect(keys.length).toBe(new Set(lists.flat().map((m) => m.year * 12 + m.month)).size);
      }),
    );
  });
});
