/**
 * The provider ports (ARCHITECTURE rule 5): the rest of the server sees only these interfaces, so the
 * offline sample, DataForSEO and Google autocomplete adapters are interchangeable and testable.
 * Every call takes an AbortSignal and fails with a ProviderError (errors.ts).
 */
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import type { PaymentPort } from './payment-port.ts';
import type { YearMonth } from '../../src/domain/month-keys.ts';

export type { ProviderError, ProviderErrorCode } from './errors.ts';
export type { PaymentPort } from './payment-port.ts';
import type { LanguageModelPort } from './language-model.ts';
export type { LanguageModelPort } from './language-model.ts';
import type { PageFetchPort, PageSpeedPort } from './page-port.ts';
export type { FetchedPage, PageFetchPort, PageHeading, PageSpeedMetrics, PageSpeedPort } from './page-port.ts';

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

/** One keyword of a monitoring project, looked up for one device and day (the daily rank tracking). */
export interface RankCheckRequest extends Market {
  keyword: string;
  device: Device;
  /** The day the lookup stands for, `YYYY-MM-DD`; the sample adapter derives its movement from it. */
  day: string;
  /**
   * The domains the caller looks for (the project's and its competitors'). Real adapters ignore it (a
   * real SERP holds them or not); the offline sample places them on its computed SERP.
   */
  track?: readonly string[];
}

/**
 * A lookup's outcome. A failure is its own state, never a position and never "not ranking"
 * (SerpBear #272): the job stores it with its reason and retries it when `retryable`.
 */
export type RankCheckOutcome =
  | { keyword: string; ok: true; organic: OrganicResult[]; features: number[]; checkedAt: string }
  | { keyword: string; ok: false; reason: string; retryable: boolean };

export interface RankTrackingPort {
  /**
   * Looks up every request (one device and day each) and answers one outcome per request, in order.
   * Real adapters batch (DataForSEO: task_post of up to 100 tasks, then task_get/advanced); one
   * failed keyword never fails the others.
   */
  rankCheck(requests: readonly RankCheckRequest[], signal: AbortSignal): Promise<RankCheckOutcome[]>;
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
  rankTracking: RankTrackingPort;
  amazon: AmazonVolumePort;
  /** Checkout of a plan (decision 0044): Stripe when configured, else a request for the sales team. */
  payments: PaymentPort;
  languageModel: LanguageModelPort;
  /** Competitor pages of the content suite, main text and headings extracted (issue 24). */
  pageFetch: PageFetchPort;
  pageSpeed: PageSpeedPort;
}

export type PortName = keyof ProviderPorts;

/** The ports the server runs with, and which adapter serves each (for logs and the status page). */
export type Providers = ProviderPorts & { names: Record<PortName, ProviderName> };
