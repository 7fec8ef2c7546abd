import { compactMetrics } from '../../../../src/domain/compact-metrics.ts';
import { bindRun } from '../../../brands/brand-runs.ts';
import type { JobServices } from '../../job-kind.ts';
import type { BatchContext, BatchResult } from '../../job-port.ts';
import type { BrandIndexPayload } from './brand-index-payload.ts';

function keywordsOf(batch: unknown[]): string[] {
  return batch.map((item, index) => {
    if (typeof item !== 'string') throw new Error(`item ${index + 1} of the batch is no keyword`);
    return item;
  });
}

/**
 * One batch of a brand index run: up to 700 keywords through the cached keyword metrics, kept in
 * their compact form with the batch (the index is computed from them once the run is done). The
 * runner stores each finished batch, so a restarted run never looks a finished batch up again.
 * Binding the dashboard's claim first makes a scheduled run the dashboard's current one.
 */
export function brandIndexHandler({ db, keywordMetrics }: Pick<JobServices, 'db' | 'keywordMetrics'>) {
  return async (batch: unknown[], ctx: BatchContext, payload: BrandIndexPayload): Promise<BatchResult> => {
    await bindRun(db, payload.dashboard_id, payload.claim, ctx.jobId);
    const metrics = await keywordMetrics({ keywords: keywordsOf(batch), location: payload.location, language: payload.language, signal: ctx.signal });
    return { items: metrics.map(compactMetrics) };
  };
}
