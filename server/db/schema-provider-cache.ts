/** The providers' answers kept per market and month, so a keyword is paid for once a month. */
import type { CompactMetrics } from '../../src/domain/compact-metrics.ts';
import type { DefaultedTimestamp, JsonObject } from './schema-columns.ts';

/** One provider answer per (provider, keyword identity, market, month); its compact form as json (migration 0030). */
export interface KeywordMetricsCacheTable {
  provider: string;
  identity: string;
  location: number;
  language: string;
  month: string;
  /** The compact form (src/domain/compact-metrics.ts): a fifth of the bytes of the port's shape. */
  metrics: JsonObject<CompactMetrics>;
  created_at: DefaultedTimestamp;
}

export interface KeywordSuggestionsCacheTable {
  provider: string;
  identity: string;
  location: number;
  language: string;
  month: string;
  suggestions: JsonObject<{ suggestions: string[] }>;
  created_at: DefaultedTimestamp;
}

export interface KeywordIdeasCacheTable {
  provider: string;
  identity: string;
  view: 'matching' | 'related';
  location: number;
  language: string;
  month: string;
  /** How many phrases the provider was asked for; fewer stored means it had no more. */
  asked_limit: number;
  phrases: JsonObject<{ phrases: string[] }>;
  created_at: DefaultedTimestamp;
}

export interface DomainKeywordsCacheTable {
  provider: string;
  domain: string;
  location: number;
  language: string;
  month: string;
  asked_limit: number;
  keywords: JsonObject<{ keywords: { keyword: string; position: number; url: string }[] }>;
  created_at: DefaultedTimestamp;
}
