/**
 * What a cell shows (German number formats, SPEC §9) and the number behind it, for every column of
 * the column model. The view, the exports and the screen-reader labels all read cells from here.
 */
import { formatCpc, usdToEur } from '../../domain/cpc.ts';
import { difficultyBand } from '../../domain/difficulty.ts';
import { customValue, monthlyValue } from '../../domain/keyword-fields.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber, isMissing, MISSING } from '../../domain/number-format.ts';
import { searchIntentOf, SEARCH_INTENT_LABELS } from '../../domain/search-intent.ts';
import { serpFeatureById } from '../../domain/serp-features.ts';
import { customNameOf, isMonthColumn, type ColumnDefinition } from './column-definition.ts';
import { entryById } from './custom-columns.ts';
import { monthName } from './month-names.ts';
import { trendDirection, trendPoints, trendText } from './trend.ts';

// The trend's pure parts live in trend.ts; the grid reads them together with the cells.
export { sparklinePath, trendDirection, trendPoints } from './trend.ts';

export interface CellContext {
  /** The start-up `rate_usd_to_eur`; null while unknown, then CPCs stay in the provider's dollars. */
  rateUsdToEur: number | null;
}

const finite = (v: number | null | undefined): number | null => (isMissing(v) ? null : v);

/**
 * SPEC §3 lists a media count column but no row field for it; a source that delivers one puts it
 * under `media_count`, anything else reads as missing.
 */
export function mediaCount(row: KeywordRow): number | null {
  if (!('media_count' in row)) return null;
  const value = row.media_count;
  return typeof value === 'number' ? finite(value) : null;
}

/** The active category chain from the top level down, e.g. `Home & Garden > Kitchen > Knives`. */
export function categoryChainText(row: KeywordRow): string {
  const chain = row.cats?.[row.active_cat_index ?? 0];
  if (!chain || chain.length === 0) return row.categories ?? MISSING;
  return [...chain]
    .sort((a, b) => a.catlevel - b.catlevel)
    .map((entry) => entry.category_name)
    .join(' > ');
}

/** `2026-11-12T08:00:00Z` → `12.11.2026`, read from the text so the day does not move with the time zone. */
export function germanDate(datetime: string | null | undefined): string | null {
  const match = datetime ? /^(\d{4})-(\d{2})-(\d{2})/u.exec(datetime) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : null;
}

function cpcText(usd: number | null, context: CellContext): string {
  if (context.rateUsdToEur === null) return isMissing(usd) ? MISSING : `${formatNumber(usd, 2)} $`;
  return formatCpc(usd, context.rateUsdToEur);
}

function cpcNumber(usd: number | null, context: CellContext): number | null {
  return context.rateUsdToEur === null ? finite(usd) : usdToEur(usd, context.rateUsdToEur);
}

function customText(column: ColumnDefinition, row: KeywordRow, name: string): string {
  const value = customValue(row, name);
  // The engine holds dropdown cells as their entry texts (view/dropdown-texts.ts), the server as ids.
  if (column.customOptions?.type === 'dropdown') return (entryById(column, value) ?? column.customOptions.entries.find((e) => e.text === value))?.text ?? MISSING;
  if (value === null) return '';
  // A number a screen put into its own read-only column (Internal Searches' site counts, the content
  // suite's WDF values) reads in German: whole numbers without decimals, fractions with two (SPEC §9), unless the column
  // names its decimals (imported CPC: 6,00 beside 9,90).
  if (typeof value !== 'number') return String(value);
  return formatNumber(value, column.decimals ?? (Number.isInteger(value) ? 0 : 2));
}

/**
 * The text of a cell as the table shows it; `-` for a missing value.
 * Choices: competition is the provider's index 0–100 and shows as a whole number; difficulty shows
 * its band (the number is the cell's `cellNumber`); SERP features are the catalogue values; peak and
 * season are English month names; an empty free custom cell is '' (the user types there).
 */
export function cellText(column: ColumnDefinition, row: KeywordRow, context: CellContext): string {
  const name = customNameOf(column);
  if (name !== null) return customText(column, row, name);
  if (isMonthColumn(column)) return formatNumber(monthlyValue(row, column.value));
  switch (column.value) {
    case 'keyword':
      return row.keyword;
    case 'media_count':
      return formatNumber(mediaCount(row));
    case 'avgsv':
      return formatNumber(row.avgsv);
    case 'annualsv':
      return formatNumber(row.annualsv);
    case 'trend':
      return trendText(trendDirection(trendPoints(row)));
    case 'cats':
      return categoryChainText(row);
    case 'keyword_difficulty': {
      const cell = row.keyword_difficulty;
      return difficultyBand(cell?.difficulty)?.label ?? (cell?.text || MISSING);
    }
    case 'adwords_competition':
      return formatNumber(row.adwords_competition);
    case 'search_intent':
      return SEARCH_INTENT_LABELS[searchIntentOf(row.keyword, row.search_intent)];
    case 'serp_items':
      return row.serp_items && row.serp_items.length > 0
        ? row.serp_items.map((id) => serpFeatureById(id)?.value ?? String(id)).join(', ')
        : MISSING;
    case 'adwords_cpc_low':
      return cpcText(row.adwords_cpc_low, context);
    case 'adwords_cpc_high':
      return cpcText(row.adwords_cpc_high, context);
    case 'peak':
      return row.peak === null ? MISSING : monthName(row.peak);
    case 'season':
      return row.season && row.season.length > 0 ? row.season.map(monthName).join(', ') : MISSING;
    case 'amazon_search_volume':
      return formatNumber(row.amazon_search_volume);
    case 'ranking': {
      const position = finite(row.ranking?.position);
      if (position === null) return MISSING;
      const date = germanDate(row.ranking?.datetime);
      return date === null ? formatNumber(position) : `${formatNumber(position)} (${date})`;
    }
    default:
      return MISSING;
  }
}

/**
 * The number behind a numeric cell, null for a text column or a missing value. CPCs are euros at
 * the rate (dollars while the rate is unknown); difficulty is its 0–100 value; ranking its position.
 */
export function cellNumber(column: ColumnDefinition, row: KeywordRow, context: CellContext): number | null {
  if (column.custom) return null;
  if (isMonthColumn(column)) return monthlyValue(row, column.value);
  switch (column.value) {
    case 'media_count':
      return mediaCount(row);
    case 'avgsv':
      return finite(row.avgsv);
    case 'annualsv':
      return finite(row.annualsv);
    case 'keyword_difficulty':
      return finite(row.keyword_difficulty?.difficulty);
    case 'adwords_competition':
      return finite(row.adwords_competition);
    case 'adwords_cpc_low':
      return cpcNumber(row.adwords_cpc_low, context);
    case 'adwords_cpc_high':
      return cpcNumber(row.adwords_cpc_high, context);
    case 'amazon_search_volume':
      return finite(row.amazon_search_volume);
    case 'ranking':
      return finite(row.ranking?.position);
    default:
      return null;
  }
}

/** The columns whose cells are numbers (right-aligned, exported as numbers). */
export function isNumericColumn(column: ColumnDefinition): boolean {
  if (column.custom) return false;
  return isMonthColumn(column) || NUMERIC_VALUES.has(column.value);
}

const NUMERIC_VALUES: ReadonlySet<string> = new Set([
  'media_count',
  'avgsv',
  'annualsv',
  'keyword_difficulty',
  'adwords_competition',
  'adwords_cpc_low',
  'adwords_cpc_high',
  'amazon_search_volume',
  'ranking',
]);
