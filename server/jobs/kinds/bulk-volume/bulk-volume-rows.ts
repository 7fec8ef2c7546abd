import { keywordRowFromCompact } from '../../../../src/domain/compact-keyword-row.ts';
import { compactMetricsSchema, type CompactMetrics } from '../../../../src/domain/compact-metrics.ts';
import type { KeywordRow } from '../../../../src/domain/keyword-row.ts';

/** The compact metrics of stored bulk volume results; a result that is not compact metrics is an error. */
export function bulkVolumeMetrics(items: readonly unknown[]): CompactMetrics[] {
  return items.map((item, index) => {
    const parsed = compactMetricsSchema.safeParse(item);
    if (!parsed.success) throw new Error(`result ${index + 1} of the bulk volume job is not keyword metrics`);
    return parsed.data;
  });
}

/** The keyword rows of stored bulk volume results (see bulkVolumeMetrics). */
export function bulkVolumeRows(items: readonly unknown[]): KeywordRow[] {
  return bulkVolumeMetrics(items).map(keywordRowFromCompact);
}
