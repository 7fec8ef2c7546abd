/**
 * The chat's view of keyword rows (issue 20): compact facts a model or the offline planner can read,
 * filtered, sorted and cut to a limit. Every number is the row's own; nothing is estimated here.
 */
import type { KeywordRow } from './keyword-row';
import { seasonality } from './seasonality';

export interface KeywordFact {
  keyword: string;
  /** Average monthly search volume. */
  avgsv: number | null;
  /** Volume in the asked calendar month (its latest occurrence), when a month was asked. */
  month_volume?: number | null;
  difficulty: number | null;
  cpc_high: number | null;
  seasonal: boolean;
  /** Calendar month 1–12 of the highest volume over the latest 12 months. */
  peak: number | null;
  season: number[] | null;
}

export const KEYWORD_SORTS = ['avgsv', 'month_volume', 'difficulty', 'cpc_high', 'keyword'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

export interface KeywordQuery {
  /** Keep keywords containing this text (case-insensitive). */
  contains?: string;
  min_volume?: number;
  max_volume?: number;
  seasonal?: boolean;
  /** Calendar month 1–12 whose volume is reported (and sorted by with `month_volume`). */
  month?: number;
  sort: KeywordSort;
  order: 'asc' | 'desc';
  limit: number;
}

/** The volume of the latest occurrence of a calendar month in the row's history. */
export function volumeInMonth(row: Pick<KeywordRow, 'search_volumes'>, month: number): number | null {
  let best: { key: number; count: number | null } | null = null;
  for (const v of row.search_volumes) {
    if (v.month !== month) continue;
    const key = v.year * 12 + v.month;
    if (best === null || key > best.key) best = { key, count: v.count };
  }
  return best?.count ?? null;
}

export function keywordFact(row: KeywordRow, month?: number): KeywordFact {
  const season = seasonality(row.search_volumes);
  return {
    keyword: row.keyword,
    avgsv: row.avgsv,
    ...(month === undefined ? {} : { month_volume: volumeInMonth(row, month) }),
    difficulty: row.keyword_difficulty?.difficulty ?? null,
    cpc_high: row.adwords_cpc_high,
    seasonal: season.seasonal,
    peak: season.peak,
    season: season.season,
  };
}

const sortValue = (fact: KeywordFact, sort: KeywordSort): number | string | null =>
  sort === 'keyword' ? fact.keyword : sort === 'month_volume' ? (fact.month_volume ?? null) : fact[sort];

/** Missing values sort last whichever the order; ties keep the keyword's alphabetical order. */
function compare(a: KeywordFact, b: KeywordFact, sort: KeywordSort, order: 'asc' | 'desc'): number {
  const x = sortValue(a, sort);
  const y = sortValue(b, sort);
  if (x === null || y === null) return x === y ? a.keyword.localeCompare(b.keyword, 'de') : x === null ? 1 : -1;
  const base = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'de') : Number(x) - Number(y);
  const directed = order === 'asc' ? base : -base;
  return directed !== 0 ? directed : a.keyword.localeCompare(b.keyword, 'de');
}

export function queryKeywords(rows: readonly KeywordRow[], query: KeywordQuery): { matched: number; keywords: KeywordFact[] } {
  const needle = query.contains?.trim().toLowerCase();
  const facts = rows
    .map((row) => keywordFact(row, query.month))
    .filter((fact) => needle === undefined || needle === '' || fact.keyword.toLowerCase().includes(needle))
    .filter((fact) => query.min_volume === undefined || (fact.avgsv ?? -1) >= query.min_volume)
    .filter((fact) => query.max_volume === undefined || (fact.avgsv !== null && fact.avgsv <= query.max_volume))
    .filter((fact) => query.seasonal === undefined || fact.seasonal === query.seasonal);
  const sort: KeywordSort = query.sort === 'month_volume' && query.month === undefined ? 'avgsv' : query.sort;
  const sorted = [...facts].sort((a, b) => compare(a, b, sort, query.order));
  return { matched: facts.length, keywords: sorted.slice(0, query.limit) };
}
