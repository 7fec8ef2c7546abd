/**
 * The provider ports (ARCHITECTURE rule 5): the rest of the server sees only these interfaces, so the
 * offline sample, DataForSEO and Google autocomplete adapters are interchangeable and testable.
 * Every call takes an AbortSignal and fails with a ProviderError (errors.ts).
 */
import type { CategoryChainEntry, MonthlyVolume } from '../../src/domain/keyword-row.ts';
import type { YearMonth } from '../../src/domain/month-keys.ts';

export type { ProviderError, ProviderErrorCode } from './errors.ts';

/** Months of volume history a metrics answer carries (SPEC §9: 48 for the Google ads keyword build). */
export const HISTORY_MONTHS = 48;

/** Where and in which language: `location` is a DataForSEO / Google Ads location code (2276 = Germany). */
export interface Market {
  location: number;
  /** ISO 639-1 language code, e.g. `de`. */
  language: string;
}

export type Device = 'desktop' | 'mobile' | 'tablet';

export interface KeywordMetricsRequest extends Market {
  keywords: readonly string[];
  /**
   * The newest month of the history: the month BEFORE the start-up `actual_date`, which is the
   * current, incomplete month (see `latestMonthKeys` in src/domain/month-keys.ts).
   */
  lastMonth: YearMonth;
  signal: AbortSignal;
}

export interface KeywordMetrics {
  keyword: string;
  /** Exactly HISTORY_MONTHS entries, oldest first, ending with `lastMonth`; a missing month has count null. */
  search_volumes: MonthlyVolume[];
  /** Top-of-page bid range in US dollars (SPEC §9 converts to euros for display). */
  cpc_low: number | null;
  cpc_high: number | null;
  /** Ad competition as an index 0–100. */
  competition: number | null;
  /** Category chains, each root first (catlevel 1). */
  categories: CategoryChainEntry[][];
  /** Keyword difficulty 0–100 (bands: src/domain/difficulty.ts). */
  difficulty: number | null;
  /** Ids of the SERP feature catalogue; null when the provider did not look at the result page. */
  serp_items: number[] | null;
}

export interface KeywordMetricsPort {
  /** One entry per requested keyword, in request order; a keyword the provider knows nothing of has null metrics. */
  metrics(request: KeywordMetricsRequest): Promise<KeywordMetrics[]>;
}

export interface SuggestionsRequest extends Market {
  keyword: string;
  signal: AbortSignal;
}

export interface SuggestionsPort {
  /** Autocomplete phrases for the keyword, best first, without the keyword itself. */
  suggestions(request: SuggestionsRequest): Promise<string[]>;
}

export interface SerpRequest extends Market {
  keyword: string;
  device?: Device;
  /** How many organic results to ask for; adapters may return fewer. */
  depth?: number;
  signal: AbortSignal;
}

export interface OrganicResult {
  /** Position among the organic results, 1-based. */
  position: number;
  url: string;
  domain: string;
  title: string;
  description: string | null;
}

export interface SerpResult {
  keyword: string;
  organic: OrganicResult[];
  /** Ids of the SERP feature catalogue present on the page. */
  features: number[];
}

export interface SerpPort {
  serp(request: SerpRequest): Promise<SerpResult>;
}

export interface RankingsRequest extends Market {
  /** Normalised with src/domain/rankings-domain.ts, e.g. `www.example.de`. */
  domain: string;
  keywords: readonly string[];
  device: Device;
  signal: AbortSignal;
}

export interface KeywordRanking {
  keyword: string;
  /** Best organic position of the domain, or null when it does not rank in the depth looked at. */
  position: number | null;
  /** ISO timestamp of the lookup. */
  datetime: string;
}

export interface RankingsPort {
  rankings(request: RankingsRequest): Promise<KeywordRanking[]>;
}

export interface AmazonVolumeRequest extends Market {
  keywords: readonly string[];
  signal: AbortSignal;
}

export interface AmazonVolume {
  keyword: string;
  volume: number | null;
}

export interface AmazonVolumePort {
  amazonVolume(request: AmazonVolumeRequest): Promise<AmazonVolume[]>;
}

export type ProviderName = 'sample' | 'dataforseo' | 'google-suggest' | 'none';

/** The ports the server runs with, and which adapter serves each (for logs and the status page). */
export interface Providers {
  metrics: KeywordMetricsPort;
  suggestions: SuggestionsPort;
  serp: SerpPort;
  rankings: RankingsPort;
  amazon: AmazonVolumePort;
  names: Record<'metrics' | 'suggestions' | 'serp' | 'rankings' | 'amazon', ProviderName>;
}
