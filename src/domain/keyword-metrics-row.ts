/** Builds the keyword row of SPEC §3 from a provider's metrics: the one place rows are computed. */
import { difficultyBand } from './difficulty.ts';
import type { KeywordMetrics } from './keyword-metrics.ts';
import type { KeywordDifficultyCell, KeywordRow } from './keyword-row.ts';
import { monthKey } from './month-keys.ts';
import { searchIntentOf } from './search-intent.ts';
import { seasonality, SEASONALITY_MONTHS } from './seasonality.ts';

const DIFFICULTY_MAXIMUM = 100;

function difficultyCell(value: number | null): KeywordDifficultyCell | null {
  const band = difficultyBand(value);
  if (!band || value === null) return null;
  return { text: band.label, maximum: DIFFICULTY_MAXIMUM, color: band.color, difficulty: value };
}

/**
 * Choices: avgsv is the rounded mean and annualsv the sum of the latest 12 months that have a count
 * (null when none has); `year`/`month` name the newest month of the history; `categories` holds the
 * leaf category names, one per chain, separated by `; `; the active category is the first chain.
 */
export function keywordRowFromMetrics(metrics: KeywordMetrics): KeywordRow {
  const history = metrics.search_volumes;
  const latest = history.slice(-SEASONALITY_MONTHS).filter((v) => v.count !== null);
  const annual = latest.reduce((sum, v) => sum + (v.count ?? 0), 0);
  const newest = history[history.length - 1];
  const season = seasonality(history);
  const leafNames = metrics.categories.map((chain) => chain[chain.length - 1]?.category_name).filter((n): n is string => !!n);
  const row: KeywordRow = {
    keyword: metrics.keyword,
    year: newest?.year ?? null,
    month: newest?.month ?? null,
    avgsv: latest.length > 0 ? Math.round(annual / latest.length) : null,
    annualsv: latest.length > 0 ? annual : null,
    search_volumes: history,
    adwords_cpc_high: metrics.cpc_high,
    adwords_cpc_low: metrics.cpc_low,
    adwords_competition: metrics.competition,
    categories: leafNames.length > 0 ? leafNames.join('; ') : null,
    cats: metrics.categories,
    active_cat_index: 0,
    serp_items: metrics.serp_items,
    keyword_difficulty: difficultyCell(metrics.difficulty),
    peak: season.peak,
    season: season.season,
    search_intent: searchIntentOf(metrics.keyword, metrics.search_intent),
  };
  for (const v of history) row[monthKey(v.year, v.month)] = v.count;
  return row;
}
