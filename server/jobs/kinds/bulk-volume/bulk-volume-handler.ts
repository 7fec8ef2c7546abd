import { compactMetrics } from '../../../../src/domain/compact-metrics.ts';
import type { KeywordMetricsLookup } from '../../../keywords/keyword-rows.ts';
import type { BatchContext, BatchResult } from '../../job-port.ts';
import type { BulkVolumePayload } from './bulk-volume-payload.ts';

function keywordsOf(batch: unknown[]): string[] {
  return batch.map((item, index) => {
    if (typeof item !== 'string') throw new Error(`item ${index + 1} of the batch is no keyword`);
    return item;
  });
}

/**
 * Looks up one batch through the keyword metrics lookup (cache and month rule included) and keeps
 * the metrics in their compact form: a batch of full rows is megabytes, and the batch is written
 * once and read for every results page. A ProviderError is passed on as it is: the runner retries
 * it with backoff unless it says no retry can help. A keyword the provider knows nothing about
 * comes back with empty metrics, which is an answer, not a failure.
 */
export function bulkVolumeHandler(keywordMetrics: KeywordMetricsLookup) {
  return async (batch: unknown[], ctx: BatchContext, { location, language }: BulkVolumePayload): Promise<BatchResult> => {
    const metrics = await keywordMetrics({ keywords: keywordsOf(batch), location, language, signal: ctx.signal });
    return { items: metrics.map(compactMetrics) };
  };
}
