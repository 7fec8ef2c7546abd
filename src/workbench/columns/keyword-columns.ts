/** The built-in columns of the keyword tables (SPEC §3 "Keyword columns"), in the spec's order. */
import { fieldByName, type FieldName } from '../../domain/keyword-fields.ts';
import type { KeywordRow, MonthKey } from '../../domain/keyword-row.ts';
import { monthKey } from '../../domain/month-keys.ts';
import { MONTHS_GROUP, type ColumnAlign, type ColumnDefinition, type FilterAttributes } from './column-definition.ts';
import { monthKeyTitle, monthName } from './month-names.ts';

export interface KeywordColumnOptions {
  /** The monthly volume columns, in the order the table shows them (usually newest first). */
  months: readonly MonthKey[];
  /** The company has the Amazon volume column (a company feature flag). */
  amazon: boolean;
  /** A ranking domain is set, so the table has a ranking column. */
  ranking: boolean;
}

export const KEYWORD_COLUMN = 'keyword';

interface Spec {
  value: string;
  text: string;
  tooltip: string;
  width: number;
  align: ColumnAlign;
  active: boolean;
  /** The filter and sort field of the column; null when the engine has none for it. */
  field: FieldName | null;
}

const SPECS: readonly Spec[] = [
  { value: 'keyword', text: 'Keyword', tooltip: 'The search phrase.', width: 280, align: 'left', active: true, field: 'keyword' },
  { value: 'media_count', text: 'Media count', tooltip: 'How many images and videos the search results show.', width: 110, align: 'right', active: false, field: null },
  { value: 'avgsv', text: 'Avg. volume', tooltip: 'Average monthly searches over the latest 12 months.', width: 120, align: 'right', active: true, field: 'avgsv' },
  { value: 'annualsv', text: 'Annual volume', tooltip: 'Searches over the latest 12 months together.', width: 130, align: 'right', active: false, field: 'annualsv' },
  { value: 'trend', text: 'Trend', tooltip: 'Monthly searches over the latest 12 months.', width: 110, align: 'center', active: true, field: null },
  { value: 'cats', text: 'Category', tooltip: 'The category of the keyword, from the top level down.', width: 220, align: 'left', active: true, field: 'categories' },
  { value: 'keyword_difficulty', text: 'Difficulty', tooltip: 'How hard it is to rank in the organic results, 0 to 100.', width: 120, align: 'left', active: true, field: 'keyword_difficulty' },
  { value: 'adwords_competition', text: 'Competition', tooltip: 'How many advertisers bid on the keyword, 0 to 100.', width: 120, align: 'right', active: true, field: 'adwords_competition' },
  { value: 'search_intent', text: 'Intent', tooltip: 'What the searcher wants: to know (informational), to reach a site (navigational), to compare (commercial) or to buy (transactional).', width: 130, align: 'left', active: true, field: 'search_intent' },
  { value: 'serp_items', text: 'SERP features', tooltip: 'The features the search result page shows besides the organic results.', width: 200, align: 'left', active: true, field: 'serp_items' },
  { value: 'adwords_cpc_low', text: 'CPC low', tooltip: 'The lower end of the top-of-page bid range per click.', width: 100, align: 'right', active: true, field: 'adwords_cpc_low' },
  { value: 'adwords_cpc_high', text: 'CPC high', tooltip: 'The upper end of the top-of-page bid range per click.', width: 100, align: 'right', active: true, field: 'adwords_cpc_high' },
  { value: 'peak', text: 'Peak', tooltip: 'The month with the most searches in the latest 12 months.', width: 110, align: 'left', active: false, field: 'peak' },
  { value: 'season', text: 'Season', tooltip: 'The longest run of months with searches above the average.', width: 200, align: 'left', active: false, field: 'season' },
];

const AMAZON: Spec = { value: 'amazon_search_volume', text: 'Amazon volume', tooltip: 'Monthly searches on Amazon.', width: 130, align: 'right', active: true, field: null };
const RANKING: Spec = { value: 'ranking', text: 'Ranking', tooltip: 'The best organic position of your domain and when it was checked.', width: 140, align: 'right', active: true, field: null };

function filterAttributes(field: FieldName | null): FilterAttributes | null {
  const definition = field === null ? null : fieldByName(field);
  return definition ? { field: definition.id, kind: definition.kind } : null;
}

function column(spec: Spec): ColumnDefinition {
  const isKeyword = spec.value === KEYWORD_COLUMN;
  return {
    active: spec.active,
    sortable: spec.field !== null,
    canBeModified: !isKeyword,
    modify: true,
    group: null,
    custom: false,
    text: spec.text,
    modifiedText: null,
    value: spec.value,
    tooltip: spec.tooltip,
    modifiedTooltip: null,
    width: spec.width,
    align: spec.align,
    filter_attributes: filterAttributes(spec.field),
    customOptions: null,
  };
}

/**
 * A monthly volume column. Choice: every month column is hidden by default, because the trend
 * column already draws the latest 12 months and 12 to 48 narrow number columns would push the
 * metrics out of view; the user switches single months on in the column manager.
 * Month columns sort (as `{ month }`) but have no filter field, since filters know the fields of FIELD_IDS only.
 */
export function monthColumn(key: MonthKey): ColumnDefinition {
  const at = { year: Number(key.slice(0, 4)), month: Number(key.slice(4)) };
  return {
    ...column({
      value: key,
      text: monthKeyTitle(key),
      tooltip: `Searches in ${monthName(at.month)} ${at.year}.`,
      width: 100,
      align: 'right',
      active: false,
      field: null,
    }),
    sortable: true,
    group: MONTHS_GROUP,
  };
}

/**
 * The built-in columns with their defaults. Amazon volume and ranking come last and only when the
 * options ask for them. Sorting: trend, media count, Amazon volume and ranking have no sort field
 * in the engine, so they are not sortable.
 */
export function keywordColumns(options: KeywordColumnOptions): ColumnDefinition[] {
  const columns = SPECS.map(column);
  columns.push(...options.months.map(monthColumn));
  if (options.amazon) columns.push(column(AMAZON));
  if (options.ranking) columns.push(column(RANKING));
  return columns;
}

/**
 * The months present in the rows' volume lists, newest first; with `limit`, only the newest ones.
 * Entries with an impossible month or year are skipped rather than thrown on.
 */
export function monthsOfRows(rows: readonly KeywordRow[], limit?: number): MonthKey[] {
  const indices = new Set<number>();
  for (const row of rows) {
    for (const v of row.search_volumes) {
      if (Number.isInteger(v.year) && v.year >= 1000 && v.year <= 9999 && Number.isInteger(v.month) && v.month >= 1 && v.month <= 12) {
        indices.add(v.year * 12 + v.month - 1);
      }
    }
  }
  const newestFirst = [...indices].sort((a, b) => b - a);
  const kept = limit === undefined ? newestFirst : newestFirst.slice(0, Math.max(0, limit));
  return kept.map((index) => monthKey(Math.floor(index / 12), (index % 12) + 1));
}
