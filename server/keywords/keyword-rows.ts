import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { addMonths, type YearMonth } from '../../src/domain/month-keys.ts';
import { mapInTurns } from '../db/take-turns.ts';
import type { KeywordMetricsPort, Market } from '../providers/ports.ts';

export interface KeywordRowsRequest extends Market {
  keywords: readonly string[];
  signal: AbortSignal;
}

/**
 * Keyword rows (SPEC §3) for validated keywords, in request order. Routes and jobs use this, never a
 * provider directly, so the cache and the month rule apply everywhere.
 */
export type KeywordRowsLookup = (request: KeywordRowsRequest) => Promise<KeywordRow[]>;

/** The metrics behind the rows: what the bulk volume job stores, since it is a third of a row's size. */
export type KeywordMetricsLookup = (request: KeywordRowsRequest) => Promise<KeywordMetrics[]>;

/** The newest complete month: the one before the current (start-up `actual_date`) month. */
export function lastCompleteMonth(now: Date): YearMonth {
  return addMonths({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }, -1);
}

export function createKeywordMetricsLookup(metrics: KeywordMetricsPort, now: () => Date = () => new Date()): KeywordMetricsLookup {
  return ({ keywords, location, language, signal }) => metrics.metrics({ keywords, location, language, lastMonth: lastCompleteMonth(now()), signal });
}

export function createKeywordRowsLookup(metrics: KeywordMetricsPort | KeywordMetricsLookup, now: () => Date = () => new Date()): KeywordRowsLookup {
  const lookup = typeof metrics === 'function' ? metrics : createKeywordMetricsLookup(metrics, now);
  return async (request) => {
    // Ten thousand rows take a noticeable moment to build; others get a turn between two thousands.
    return mapInTurns(await lookup(request), keywordRowFromMetrics);
  };
}
