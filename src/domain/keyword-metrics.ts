import type { CategoryChainEntry, MonthlyVolume } from './keyword-row.ts';
import type { SearchIntent } from './search-intent.ts';

/**
 * What a keyword metrics provider answers for one keyword (the provider port's shape, kept in the
 * domain so the row builder and the client can share it).
 */
export interface KeywordMetrics {
  keyword: string;
  /** Oldest first, ending with the request's `lastMonth`; a missing month has count null. */
  search_volumes: MonthlyVolume[];
  /** Top-of-page bid range in US dollars (SPEC §9 converts to euros for display). */
  cpc_low: number | null;
  cpc_high: number | null;
  /** Ad competition as an index 0–100. */
  competition: number | null;
  /** Category chains, each root first (catlevel 1). */
  categories: CategoryChainEntry[][];
  /** Keyword difficulty 0–100 (bands: difficulty.ts). */
  difficulty: number | null;
  /** Ids of the SERP feature catalogue; null when the provider did not look at the result page. */
  serp_items: number[] | null;
  /** The provider's search intent where it has one; absent or null, the row builder classifies the keyword. */
  search_intent?: SearchIntent | null;
}
