/**
 * The keyword row of compact metrics: what a collection keyword stored compact (decision 0064) and a
 * bulk volume result read as. The builder is the one place rows are computed, so a row kept as its
 * metrics reads exactly as the row the builder made when it was saved.
 */
import { expandMetrics, type CompactMetrics } from './compact-metrics.ts';
import { keywordRowFromMetrics } from './keyword-metrics-row.ts';
import type { KeywordRow } from './keyword-row.ts';

export function keywordRowFromCompact(compact: CompactMetrics): KeywordRow {
  return keywordRowFromMetrics(expandMetrics(compact));
}
