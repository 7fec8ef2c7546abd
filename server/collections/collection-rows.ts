import type { Kysely } from 'kysely';
import { BULK_VOLUME_JOB_KIND } from '../../src/domain/contracts/volume-jobs.ts';
import { compactMetrics, type CompactMetrics } from '../../src/domain/compact-metrics.ts';
import { validatePhrases } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';
import { mapInTurns } from '../db/take-turns.ts';
import { HttpError } from '../http/errors.ts';
import { batchResults, jobRow } from '../jobs/job-store.ts';
import { bulkVolumeMetrics } from '../jobs/kinds/bulk-volume/bulk-volume-rows.ts';
import type { KeywordMetricsLookup } from '../keywords/keyword-rows.ts';
import type { Market } from '../providers/ports.ts';

const badRequest = (field: string, message: string) => new HttpError(400, { error: 'bad_request', field, message: `${field}: ${message}` });

/**
 * What a collection stores of typed keywords (decision 0064): SPEC §5 checks first (a broken line is
 * named), then the cached lookup; each keyword's compact metrics, from which its row is built on read.
 */
export async function metricsForKeywords(keywordMetrics: KeywordMetricsLookup, keywords: readonly string[], market: Market, signal: AbortSignal): Promise<CompactMetrics[]> {
  const checked = validatePhrases(keywords);
  const first = checked.rejected[0];
  if (first) {
    const more = checked.rejected.length > 1 ? ` (and ${checked.rejected.length - 1} more)` : '';
    throw badRequest('keywords', `line ${first.line} "${first.phrase}": ${first.message}${more}`);
  }
  if (checked.accepted.length === 0) return [];
  const metrics = await keywordMetrics({ keywords: checked.accepted, location: market.location, language: market.language, signal });
  // Ten thousand keywords take a noticeable moment to compact; others get a turn between two thousands.
  return mapInTurns(metrics, compactMetrics);
}

/**
 * The compact metrics (what the job stored, and what a collection stores) of a finished bulk volume
 * job of the same company. Another company's job answers like an
 * unknown one, so job ids of other companies cannot be probed.
 */
export async function metricsFromJob(db: Kysely<Database>, companyId: number, jobId: string): Promise<CompactMetrics[]> {
  const job = await jobRow(db, jobId);
  if (!job || job.company_id !== companyId) throw new HttpError(404, { error: 'not_found', field: 'job_id', message: `job_id: there is no job ${jobId} in company ${companyId}.` });
  if (job.kind !== BULK_VOLUME_JOB_KIND) throw badRequest('job_id', `job ${jobId} is a ${job.kind} job; only a bulk volume job has keyword rows to save.`);
  if (job.status !== 'done') throw new HttpError(409, { error: 'conflict', field: 'job_id', message: `job_id: job ${jobId} is ${job.status}; only a finished job can be saved.` });
  const items = await batchResults(db, jobId);
  try {
    return bulkVolumeMetrics(items);
  } catch (error) {
    throw badRequest('job_id', `job ${jobId}: ${error instanceof Error ? error.message : 'its results are broken'}, so this job cannot be saved as a collection.`);
  }
}
