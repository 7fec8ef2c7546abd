/** The keyword metrics of the sample provider, built from volumes, lexicon, category tree and hash. */
import { monthKey, type YearMonth } from '../../../src/domain/month-keys.ts';
import { classifySearchIntent } from '../../../src/domain/search-intent.ts';
import { HISTORY_MONTHS, type KeywordMetrics } from '../ports.ts';
import { categoryChain, LEAF_CODES } from './category-tree.ts';
import { gaussian, pick, unit } from './hash.ts';
import { lexiconMatch } from './lexicon.ts';
import { sampleSerpFeatures } from './serp-features.ts';
import { sampleIdentity, volumeHistory } from './volumes.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** 0–1: from the lexicon where it knows the stem, else seeded. */
export function commercialness(id: string): number {
  return lexiconMatch(id)?.commercial ?? 0.15 + 0.6 * unit(id, 'commercial');
}

/**
 * Difficulty rises with the log of the yearly average and with competition, like the real metric
 * (a logarithmic 0–100 scale); the noise keeps neighbouring keywords from looking computed.
 */
export function sampleDifficulty(averageVolume: number, competition: number, noise: number): number {
  return Math.round(clamp(11 * Math.log10(averageVolume + 1) + 0.35 * competition - 6 + 6 * noise, 0, 100));
}

export function sampleKeywordMetrics(keyword: string, location: number, language: string, lastMonth: YearMonth): KeywordMetrics {
  const id = sampleIdentity(keyword);
  const month = monthKey(lastMonth.year, lastMonth.month);
  const commercial = commercialness(id);
  const history = volumeHistory(id, location, language, lastMonth, HISTORY_MONTHS);
  const lastYear = history.slice(-12);
  const average = lastYear.reduce((sum, m) => sum + (m.count ?? 0), 0) / lastYear.length;
  // CPC and competition drift a little from month to month, as auction data does.
  const drift = 1 + 0.05 * (unit(id, location, language, 'drift', month) * 2 - 1);
  const competition = Math.round(clamp(100 * (0.8 * commercial + 0.2 * unit(id, location, 'competition')) * drift, 0, 100));
  const high = round2((0.15 + 3.2 * commercial * (0.5 + unit(id, location, 'cpc'))) * drift);
  const low = round2(high * (0.25 + 0.2 * unit(id, location, 'cpc-low')));
  const leaf = lexiconMatch(id)?.category ?? pick(LEAF_CODES as [number, ...number[]], id, 'category');
  return {
    keyword,
    search_volumes: history,
    cpc_low: low,
    cpc_high: high,
    competition,
    categories: [categoryChain(leaf)],
    difficulty: sampleDifficulty(average, competition, gaussian(id, location, language, 'kd', month)),
    serp_items: sampleSerpFeatures(id, location, language, commercial),
    // The sample has no intent data of its own; it answers what the rule-based classifier reads.
    search_intent: classifySearchIntent(keyword),
  };
}
