import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { MISSING } from '../../domain/number-format.ts';
import { keywordRowArb } from '../../../tests/support/engine-arbitraries.ts';
import { categoryChainText, cellNumber, cellText, germanDate, isNumericColumn, mediaCount, type CellContext } from './cell-values.ts';
import type { ColumnDefinition } from './column-definition.ts';
import { customColumn } from './custom-columns.ts';
import { keywordColumns } from './keyword-columns.ts';
import { parameterColumn } from './parameter-columns.ts';

const columns = keywordColumns({ months: ['202411', '202410'], amazon: true, ranking: true });
const col = (value: string): ColumnDefinition => {
  const column = columns.find((c) => c.value === value);
  if (!column) throw new Error(`no column ${value}`);
  return column;
};
const euro: CellContext = { rateUsdToEur: 0.9 };
const noRate: CellContext = { rateUsdToEur: null };

const row: KeywordRow = {
  ...emptyKeywordRow('laufschuhe damen'),
  avgsv: 12345,
  annualsv: 148140,
  search_volumes: Array.from({ length: 12 }, (_, i) => ({ year: i < 2 ? 2023 : 2024, month: ((i + 10) % 12) + 1, count: 1000 + i * 200 })),
  '202411': 3400,
  adwords_cpc_low: 0.5,
  adwords_cpc_high: 1.5,
  adwords_competition: 67,
  categories: 'Running Shoes',
  cats: [
    [
      { category_code: 3, category_code_parent: 2, category_name: 'Running Shoes', catlevel: 3 },
      { category_code: 1, category_code_parent: null, category_name: 'Apparel', catlevel: 1 },
      { category_code: 2, category_code_parent: 1, category_name: 'Shoes', catlevel: 2 },
    ],
    [{ category_code: 9, category_code_parent: null, category_name: 'Sports', catlevel: 1 }],
  ],
  active_cat_index: 0,
  serp_items: [1, 10, 3],
  keyword_difficulty: { text: 'possible', maximum: 100, color: '#e3b505', difficulty: 42 },
  peak: 11,
  season: [10, 11, 12],
  ranking: { position: 3, datetime: '2026-11-12T23:30:00Z', color: '#2b8a3e' },
  amazon_search_volume: 880,
  custom_Status: 2,
  custom_Notes: 'check later',
};

describe('cellText', () => {
  it('writes the keyword metrics in German formats', () => {
    expect(cellText(col('keyword'), row, euro)).toBe('laufschuhe damen');
    expect(cellText(col('avgsv'), row, euro)).toBe('12.345');
    expect(cellText(col('annualsv'), row, euro)).toBe('148.140');
    expect(cellText(col('adwords_competition'), row, euro)).toBe('67');
    expect(cellText(col('amazon_search_volume'), row, euro)).toBe('880');
    expect(cellText(col('202411'), row, euro)).toBe('3.400');
    expect(cellText(col('202410'), row, euro)).toBe('3.200');
  });

  it('converts CPCs to euros at the rate and keeps dollars while the rate is unknown', () => {
    expect(cellText(col('adwords_cpc_low'), row, euro)).toBe('0,45 €');
    expect(cellText(col('adwords_cpc_high'), row, euro)).toBe('1,35 €');
    expect(cellText(col('adwords_cpc_high'), row, noRate)).toBe('1,50 $');
    expect(cellText(col('adwords_cpc_low'), emptyKeywordRow('x'), noRate)).toBe(MISSING);
  });

  it('shows the difficulty band, the category chain, the SERP features, peak, season, trend and ranking', () => {
    expect(cellText(col('keyword_difficulty'), row, euro)).toBe('possible');
    expect(cellText(col('cats'), row, euro)).toBe('Apparel > Shoes > Running Shoes');
    expect(cellText(col('cats'), { ...row, active_cat_index: 1 }, euro)).toBe('Sports');
    expect(cellText(col('serp_items'), row, euro)).toBe('organic, people_also_ask, images');
    expect(cellText(col('peak'), row, euro)).toBe('November');
    expect(cellText(col('season'), row, euro)).toBe('October, November, December');
    expect(cellText(col('trend'), row, euro)).toBe('rising');
    expect(cellText(col('ranking'), row, euro)).toBe('3 (12.11.2026)');
    expect(cellText(col('ranking'), { ...row, ranking: { position: 3, datetime: null, color: null } }, euro)).toBe('3');
  });

  it('writes "-" for every missing value of a built-in column except the keyword and the classified intent', () => {
    const empty = emptyKeywordRow('leer');
    for (const column of columns) {
      const expected = column.value === 'keyword' ? 'leer' : column.value === 'search_intent' ? 'Informational' : MISSING;
      expect(cellText(column, empty, euro), column.value).toBe(expected);
    }
  });

  it("shows the row's search intent, and classifies a row saved without one; the intent is text", () => {
    expect(cellText(col('search_intent'), { ...row, search_intent: 'navigational' }, euro)).toBe('Navigational');
    expect(cellText(col('search_intent'), emptyKeywordRow('laufschuhe kaufen'), euro)).toBe('Transactional');
    expect(cellNumber(col('search_intent'), row, euro)).toBeNull();
    expect(isNumericColumn(col('search_intent'))).toBe(false);
  });

  it('falls back to the category text without chains and to the provider text without a difficulty value', () => {
    expect(categoryChainText({ ...emptyKeywordRow('x'), categories: 'Shoes; Sports' })).toBe('Shoes; Sports');
    const provided = { ...emptyKeywordRow('x'), keyword_difficulty: { text: 'n/a', maximum: 100, color: '#000000', difficulty: null } };
    expect(cellText(col('keyword_difficulty'), provided, euro)).toBe('n/a');
  });

  it('shows the entry text of a dropdown cell and the text of a free cell', () => {
    const status = customColumn('Status', 'dropdown', [
      { text: 'open', color: '#1c7ed6', id: 1 },
      { text: 'done', color: '#2f9e44', id: 2 },
    ]);
    expect(cellText(status, row, euro)).toBe('done');
    expect(cellText(status, { ...row, custom_Status: 7 }, euro)).toBe(MISSING);
    expect(cellText(status, emptyKeywordRow('x'), euro)).toBe(MISSING);
    expect(cellText(customColumn('Notes', 'free'), row, euro)).toBe('check later');
    expect(cellText(customColumn('Notes', 'free'), emptyKeywordRow('x'), euro)).toBe('');
    expect(cellText(customColumn('Notes', 'free'), { ...row, custom_Notes: 12345 }, euro)).toBe('12.345');
    expect(cellText(customColumn('Notes', 'free'), { ...row, custom_Notes: 0.3456 }, euro)).toBe('0,35');
    expect(cellText(parameterColumn('question', 'de'), { ...row, custom_Question: 0 }, euro)).toBe('-');
    expect(cellText(parameterColumn('question', 'de'), { ...row, custom_Question: 2 }, euro)).toBe('wie');
  });
});

describe('cellNumber', () => {
  it('gives the number behind numeric cells, euros at the rate for CPCs', () => {
    expect(cellNumber(col('avgsv'), row, euro)).toBe(12345);
    expect(cellNumber(col('202411'), row, euro)).toBe(3400);
    expect(cellNumber(col('202410'), row, euro)).toBe(3200);
    expect(cellNumber(col('keyword_difficulty'), row, euro)).toBe(42);
    expect(cellNumber(col('adwords_competition'), row, euro)).toBe(67);
    expect(cellNumber(col('adwords_cpc_high'), row, euro)).toBeCloseTo(1.35, 10);
    expect(cellNumber(col('adwords_cpc_high'), row, noRate)).toBe(1.5);
    expect(cellNumber(col('ranking'), row, euro)).toBe(3);
    expect(cellNumber(col('amazon_search_volume'), row, euro)).toBe(880);
  });

  it('is null for text columns and custom columns', () => {
    for (const value of ['keyword', 'cats', 'serp_items', 'trend', 'peak', 'season']) expect(cellNumber(col(value), row, euro), value).toBeNull();
    expect(cellNumber(customColumn('Status', 'free'), row, euro)).toBeNull();
  });

  it('reads a media count only when a source put a number there', () => {
    expect(mediaCount(row)).toBeNull();
    expect(mediaCount({ ...row, media_count: 4 } as KeywordRow)).toBe(4);
    expect(mediaCount({ ...row, media_count: '4' } as unknown as KeywordRow)).toBeNull();
    expect(cellText(col('media_count'), { ...row, media_count: 1200 } as KeywordRow, euro)).toBe('1.200');
  });

  it('is a finite number exactly for the numeric columns, whatever the row', () => {
    fc.assert(
      fc.property(keywordRowArb, fc.constantFrom(euro, noRate), (r, context) => {
        for (const column of columns) {
          const n = cellNumber(column, r, context);
          if (!isNumericColumn(column)) expect(n).toBeNull();
          else if (n !== null) expect(Number.isFinite(n)).toBe(true);
          const text = cellText(column, r, context);
          expect(typeof text).toBe('string');
          // The difficulty falls back to the provider's text when its value is missing.
          if (isNumericColumn(column) && n === null && column.value !== 'keyword_difficulty') expect(text).toBe(MISSING);
        }
      }),
    );
  });
});

describe('germanDate', () => {
  it('reads the date part of the text without moving it across time zones', () => {
    expect(germanDate('2026-11-12T23:30:00Z')).toBe('12.11.2026');
    expect(germanDate('2026-01-02')).toBe('02.01.2026');
    expect(germanDate('12.11.2026')).toBeNull();
    expect(germanDate(null)).toBeNull();
  });
});
