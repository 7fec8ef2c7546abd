import type { SearchIntent } from './search-intent.ts';

/** One month of search volume as delivered by the keyword source. */
export interface MonthlyVolume {
  count: number | null;
  /** Calendar month 1–12. */
  month: number;
  year: number;
}

/** One step of a category chain; `catlevel` 1 is the root. */
export interface CategoryChainEntry {
  category_code: number;
  category_code_parent: number | null;
  category_name: string;
  catlevel: number;
}

export interface KeywordDifficultyCell {
  text: string;
  maximum: number;
  color: string;
  difficulty: number | null;
}

export interface RankingCell {
  position: number | null;
  datetime: string | null;
  color: string | null;
}

/** A key of a monthly volume field: four-digit year followed by two-digit month, e.g. `202411`. */
export type MonthKey = `${number}`;

/**
 * A row of the keyword tables (SPEC §3 "Keyword row").
 * Metrics are nullable because the keyword source leaves them out for rare keywords.
 * Monthly volume fields (`202411`, …) and custom columns (`custom_{name}`) are open keys.
 */
export interface KeywordRow {
  keyword: string;
  year: number | null;
  month: number | null;
  avgsv: number | null;
  annualsv: number | null;
  search_volumes: MonthlyVolume[];
  adwords_cpc_high: number | null;
  adwords_cpc_low: number | null;
  adwords_competition: number | null;
  categories: string | null;
  cats?: CategoryChainEntry[][];
  active_cat_index?: number;
  /** Ids of the SERP feature catalogue (see serp-features.ts). */
  serp_items: number[] | null;
  keyword_difficulty: KeywordDifficultyCell | null;
  /** Peak calendar month 1–12. */
  peak: number | null;
  /** Calendar months 1–12 of the season, in run order. */
  season: number[] | null;
  ranking?: RankingCell | null;
  /** The provider's intent or the classifier's (search-intent.ts); rows saved before it existed lack it. */
  search_intent?: SearchIntent | null;
  amazon_search_volume?: number | null;
  lists?: string[];
  grouped?: KeywordRow[];
  in_clipboard?: boolean;
  /** Monthly volumes keyed `YYYYMM` and custom columns keyed `custom_{name}`. */
  [extra: `${number}` | `custom_${string}`]: number | string | null | undefined;
}

/** A row with every optional metric empty; tests and seeds start from it. */
export function emptyKeywordRow(keyword: string): KeywordRow {
  return {
    keyword,
    year: null,
    month: null,
    avgsv: null,
    annualsv: null,
    search_volumes: [],
    adwords_cpc_high: null,
    adwords_cpc_low: null,
    adwords_competition: null,
    categories: null,
    serp_items: null,
    keyword_difficulty: null,
    peak: null,
    season: null,
  };
}
