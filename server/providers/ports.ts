/**
 * The provider ports (ARCHITECTURE rule 5): the rest of the server sees only these interfaces, so the
 * offline sample, DataForSEO and Google autocomplete adapters are interchangeable and testable.
 * Every call takes an AbortSignal and fails with a ProviderError (errors.ts).
 */
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
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

/** The metrics of one keyword; the shape lives in the domain, where rows are built from it. */
export type { KeywordMetrics };

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

/** Ideas that contain the seed (`matching`) or share its topic without containing it (`related`). */
export type IdeasView = 'matching' | 'related';

export interface KeywordIdeasRequest extends Market {
  keyword: string;
  view: IdeasView;
  /** The most phrases wanted; adapters may return fewer. */
  limit: number;
  signal: AbortSignal;
}

export interface KeywordIdeasPort {
  /** Phrases best first (by the provider's relevance or volume), without the seed itself, each once. */
  ideas(request: KeywordIdeasRequest): Promise<string[]>;
}

export interface DomainKeywordsRequest extends Market {
  /** Normalised with src/domain/rankings-domain.ts, e.g. `www.example.de`. */
  domain: string;
  limit: number;
  signal: AbortSignal;
}

/** A keyword a domain ranks for, with its best organic position and the ranking URL. */
export interface DomainKeyword {
  keyword: string;
  position: number;
  url: string;
}

export interface DomainKeywordsPort {
  /** The keywords the domain ranks for, best position first, at most `limit`. */
  domainKeywords(request: DomainKeywordsRequest): Promise<DomainKeyword[]>;
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

/**
 * An adapter's name ('sample', 'dataforseo', 'google-suggest', 'none', …): shown by logs and health,
 * and part of the cache key, so switching adapters never serves another adapter's numbers.
 */
export type ProviderName = string;

/** Every port, by the name the server reaches it under; provider-registry.ts lists each one's adapters. */
export interface ProviderPorts {
  metrics: KeywordMetricsPort;
  suggestions: SuggestionsPort;
  ideas: KeywordIdeasPort;
  domainKeywords: DomainKeywordsPort;
  serp: SerpPort;
  rankings: RankingsPort;
  amazon: AmazonVolumePort;
}

export type PortName = keyof ProviderPorts;

/** The ports the server runs with, and which adapter serves each (for logs and the status page). */
export type Providers = ProviderPorts & { names: Record<PortName, ProviderName> };
