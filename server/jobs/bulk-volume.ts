import { z } from 'zod';
import { BULK_VOLUME_JOB_KIND } from '../../src/domain/contracts/volume-jobs.ts';
import { compactMetrics, compactMetricsSchema, expandMetrics } from '../../src/domain/compact-metrics.ts';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import type { KeywordMetricsLookup } from '../keywords/keyword-rows.ts';
import type { BatchHandler, JobPort } from './job-port.ts';

/** What a bulk volume job keeps for its batches; a resumed job needs the market after a restart. */
export const bulkVolumePayloadSchema = z.object({
  location: z.number().int().positive(),
  language: z.string().min(1),
  /** Distinct keywords of the whole job, for notifications and the job view. */
  keyword_count: z.number().int().min(0),
});
export type BulkVolumePayload = z.infer<typeof bulkVolumePayloadSchema>;

export function bulkVolumePayload(value: Record<string, unknown>): BulkVolumePayload {
  const parsed = bulkVolumePayloadSchema.safeParse(value);
  if (!parsed.success) throw new Error(`the bulk volume job's payload is broken: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

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
export function bulkVolumeHandler(keywordMetrics: KeywordMetricsLookup): BatchHandler {
  return async (batch, ctx) => {
    const { location, language } = bulkVolumePayload(ctx.payload);
    const metrics = await keywordMetrics({ keywords: keywordsOf(batch), location, language, signal: ctx.signal });
    return { items: metrics.map(compactMetrics) };
  };
}

export function registerBulkVolume(jobs: JobPort, keywordMetrics: KeywordMetricsLookup): void {
  jobs.register(BULK_VOLUME_JOB_KIND, bulkVolumeHandler(keywordMetrics));
}

/** The keyword rows of stored bulk volume results; a result that is not compact metrics is an error. */
export function bulkVolumeRows(items: readonly unknown[]): KeywordRow[] {
  return items.map((item, index) => {
    const parsed = compactMetricsSchema.safeParse(item);
    if (!parsed.success) throw new Error(`result ${index + 1} of the bulk volume job is not keyword metrics`);
    return keywordRowFromMetrics(expandMetrics(parsed.data));
  });
}
