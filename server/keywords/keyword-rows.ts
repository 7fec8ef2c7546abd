import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { addMonths, type YearMonth } from '../../src/domain/month-keys.ts';
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

/** The newest complete month: the one before the current (start-up `actual_date`) month. */
export function lastCompleteMonth(now: Date): YearMonth {
  return addMonths({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }, -1);
}

export function createKeywordRowsLookup(metrics: KeywordMetricsPort, now: () => Date = () => new Date()): KeywordRowsLookup {
  return async ({ keywords, location, language, signal }) => {
    const answers = await metrics.metrics({ keywords, location, language, lastMonth: lastCompleteMonth(now()), signal });
    return answers.map(keywordRowFromMetrics);
  };
}
