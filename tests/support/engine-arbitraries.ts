/** fast-check arbitraries of keyword rows with many ties, gaps and umlauts, for the engine's property tests. */
import fc from 'fast-check';
import type { Filter, FilterField } from '../../src/domain/filters.ts';
import { emptyKeywordRow, type KeywordRow } from '../../src/domain/keyword-row.ts';
import type { SortColumn } from '../../src/domain/sorting.ts';
import type { SortSpec } from '../../src/workbench/engine/columnar-sort.ts';

const KEYWORDS = ['schuhe', 'Schuhe', 'schuh', 'Äpfel', 'apfel', 'Apfel', 'zucker', 'Zücker', '', 'a', 'b', 'laufschuhe damen', 'Laufschuhe Damen', 'glühwein', 'GLÜHWEIN kaufen', 'punsch'];
const number = fc.constantFrom<number | null>(null, 0, -0, 1, 10, 10.5, 100, 1000, -3, Number.NaN);
const small = fc.constantFrom<number | null>(null, 1, 2);
const CATEGORIES = [null, '', 'Mode', 'Mode > Schuhe', 'Essen', 'essen'];
const CUSTOM_TEXT = [null, '', 'offen', 'Offen', 'erledigt', '12', ' 7 '];
const CUSTOM_NUMBER = [null, 0, 7, 12, -1.5, Number.NaN];

export const keywordRowArb: fc.Arbitrary<KeywordRow> = fc
  .record({
    keyword: fc.oneof(fc.constantFrom(...KEYWORDS), fc.string({ maxLength: 6 })),
    avgsv: fc.constantFrom<number | null>(null, 10, 100, 0, -0, Number.NaN),
    annualsv: number,
    cpcLow: small,
    cpcHigh: small,
    competition: number,
    difficulty: number,
    categories: fc.constantFrom(...CATEGORIES),
    serp: fc.option(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 })),
    peak: fc.option(fc.integer({ min: 1, max: 12 })),
    season: fc.option(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 3 })),
    months: fc.array(fc.constantFrom<number | null>(null, 5, 6, 0, -0, Number.NaN), { maxLength: 7 }),
    month: fc.option(fc.constantFrom(1, 2, 3, Number.NaN)),
    status: fc.constantFrom(...CUSTOM_TEXT),
    score: fc.constantFrom(...CUSTOM_NUMBER),
    mixed: fc.constantFrom<string | number | null>(null, 2, 10, '1a', 'x', ''),
  })
  .map((r) => ({
    ...emptyKeywordRow(r.keyword),
    avgsv: r.avgsv,
    annualsv: r.annualsv,
    adwords_cpc_low: r.cpcLow,
    adwords_cpc_high: r.cpcHigh,
    adwords_competition: r.competition,
    keyword_difficulty: r.difficulty === null ? null : { text: 'x', maximum: 100, color: '#000', difficulty: r.difficulty },
    categories: r.categories,
    serp_items: r.serp,
    peak: r.peak,
    season: r.season,
    search_volumes: r.months.map((count, i) => ({ count, month: i + 1, year: 2024 })),
    ...(r.month === null ? {} : { '202402': r.month }),
    custom_status: r.status,
    custom_score: r.score,
    custom_mixed: r.mixed,
  }));

export const rowsArb = fc.array(keywordRowArb, { maxLength: 40 });

const fieldArb: fc.Arbitrary<FilterField> = fc.oneof(
  fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
  fc.constantFrom({ custom: 'status' }, { custom: 'score' }, { custom: 'mixed' }, { custom: 'absent' }),
);
const termsArb = fc.oneof(
  fc.constantFrom('schuh', 'SCHUHE, apfel', 'ä', 'glühwein, punsch', '', ' , ', '1', '0', 'mode', 'offen', 'Mai', 'essen'),
  fc.string({ maxLength: 4 }),
);
const patternArb = fc.constantFrom('*schuh*', 'a*', '*', 'apfel', 'g*n', '1*', '', 'mode*');
export const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ field: fieldArb, action: fc.constantFrom('includes' as const, 'excludes' as const), value: termsArb }),
  fc.record({ field: fieldArb, action: fc.constantFrom('like' as const, 'not_like' as const), value: patternArb }),
  fc.record({
    field: fieldArb,
    action: fc.constantFrom('less' as const, 'greater' as const, 'equal' as const),
    value: fc.constantFrom(0, 1, 7, 10, 12, 100, -2, 10.5),
  }),
);
export const filtersArb = fc.array(filterArb, { maxLength: 3 });
export const contextArb = fc.constantFrom({}, { rateUsdToEur: 0.9 }, { rateUsdToEur: 1 });

const columnArb: fc.Arbitrary<SortColumn> = fc.oneof(
  fc.constantFrom<SortColumn>('keyword', 'avgsv', 'annualsv', 'keyword_difficulty', 'adwords_competition', 'adwords_cpc_low', 'adwords_cpc_high', 'categories', 'serp_items', 'peak', 'season'),
  fc.constantFrom<SortColumn>({ month: '202402' }, { month: '202401' }, { custom: 'status' }, { custom: 'score' }, { custom: 'mixed' }, { custom: 'absent' }),
);
export const sortArb: fc.Arbitrary<SortSpec> = fc.record({ column: columnArb, direction: fc.constantFrom('asc' as const, 'desc' as const) });
/** A sort by up to three columns (none: load order). */
export const sortsArb: fc.Arbitrary<SortSpec[]> = fc.array(sortArb, { maxLength: 3 });
