import { compactMetricsSchema, expandMetrics } from '../../../../src/domain/compact-metrics.ts';
import { keywordRowFromMetrics } from '../../../../src/domain/keyword-metrics-row.ts';
import type { KeywordRow } from '../../../../src/domain/keyword-row.ts';

/** The keyword rows of stored bulk volume results; a result that is not compact metrics is an error. */
export function bulkVolumeRows(items: readonly unknown[]): KeywordRow[] {
  return items.map((item, index) => {
    const parsed = compactMetricsSchema.safeParse(item);
    if (!parsed.success) throw new Error(`result ${index + 1} of the bulk volume job is not keyword metrics`);
    return keywordRowFromMetrics(expandMetrics(parsed.data));
  });
}
