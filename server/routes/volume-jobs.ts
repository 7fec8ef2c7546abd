import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import {
  BULK_VOLUME_JOB_KIND,
  RECENT_VOLUME_JOBS,
  volumeJobGetRequestSchema,
  volumeJobRecentRequestSchema,
  volumeJobRecentResponseSchema,
  volumeJobResponseSchema,
  volumeJobResultsRequestSchema,
  volumeJobResultsAnswerSchema,
  volumeJobResumeRequestSchema,
  volumeJobStartRequestSchema,
  volumeJobStartResponseSchema,
  type VolumeJob,
  type VolumeJobRecentResponse,
  type VolumeJobResponse,
  type VolumeJobCompactResultsResponse,
  type VolumeJobResultsResponse,
  type VolumeJobStartResponse,
} from '../../src/domain/contracts/volume-jobs.ts';
import { validatePhrases } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { JobPort, JobView } from '../jobs/job-port.ts';
import { jobResultsPage } from '../jobs/job-results-page.ts';
import { jobRow, recentJobIds } from '../jobs/job-store.ts';
import { bulkVolumePayload } from '../jobs/kinds/bulk-volume/bulk-volume-payload.ts';
import { bulkVolumeMetrics, bulkVolumeRows } from '../jobs/kinds/bulk-volume/bulk-volume-rows.ts';
import { lastCompleteMonth } from '../keywords/keyword-rows.ts';
import type { CachedOnlyMetrics } from '../providers/cache/cached-metrics.ts';
import { batchProgress } from '../notifications/job-messages.ts';

type Deps = {
  db: Kysely<Database>;
  jobs: JobPort;
  /** The metrics cache read alone: a lookup it answers whole is stored done at once (NewJob.results). */
  cachedOnly: CachedOnlyMetrics;
};

const ACCESS = { screen: '/searchvolume' } as const;

function toVolumeJob(view: JobView, payload: Record<string, unknown>): VolumeJob {
  const { location, language, keyword_count } = bulkVolumePayload(payload);
  return {
    id: view.id,
    status: view.status,
    done_batches: view.doneBatches,
    total_batches: view.totalBatches,
    progress: batchProgress(view.doneBatches, view.totalBatches),
    keyword_count,
    failed: view.failed.map(({ item, reason }) => ({ keyword: String(item), reason })),
    error: view.error,
    location,
    language,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

/** Bulk search volume jobs (SPEC §5, issue 7): right 10 in the company; a job of another company does not exist. */
export async function volumeJobRoutes(app: FastifyInstance, { db, jobs, cachedOnly }: Deps): Promise<void> {
  // Colleagues may open a job (the company's notifications link to it); other companies get a 404, never a hint.
  const loadJob = async (companyId: number, jobId: string): Promise<VolumeJob> => {
    const row = await jobRow(db, jobId);
    const view = row && row.company_id === companyId && row.kind === BULK_VOLUME_JOB_KIND ? await jobs.get(jobId) : undefined;
    if (!row || !view) throw new HttpError(404, { error: 'not_found', field: 'job_id', message: `job_id: no search volume job ${jobId} in company ${companyId}.` });
    return toVolumeJob(view, row.payload);
  };

  apiPost(app, '/research/volume-jobs/start', { access: ACCESS, body: volumeJobStartRequestSchema, response: volumeJobStartResponseSchema }, async ({ body, session }): Promise<VolumeJobStartResponse> => {
    const { accepted, rejected } = validatePhrases(body.keywords);
    if (accepted.length === 0) {
      const first = rejected[0];
      const why = first ? ` (line ${first.line}: ${first.message})` : '';
      throw new HttpError(400, { error: 'bad_request', field: 'keywords', message: `keywords: no valid keyword is left to look up${why}.` });
    }
    const batches = splitIntoBatches(accepted);
    // All cached (the same keywords again): one select answers the whole job, and the results are
    // what the batch handler would have stored (bulk-volume-handler.ts: compact metrics per batch).
    const cached = await cachedOnly({ keywords: accepted, location: body.location, language: body.language, lastMonth: lastCompleteMonth(new Date()) });
    const jobId = await jobs.enqueue({
      kind: BULK_VOLUME_JOB_KIND,
      companyId: body.company_id,
      userId: session.userId,
      payload: { location: body.location, language: body.language, keyword_count: accepted.length },
      batches,
      ...(cached ? { results: splitIntoBatches(cached) } : {}),
    });
    return { job_id: jobId, total_batches: batches.length, accepted: accepted.length, rejected };
  });

  apiPost(app, '/research/volume-jobs/get', { access: ACCESS, body: volumeJobGetRequestSchema, response: volumeJobResponseSchema }, async ({ body }): Promise<VolumeJobResponse> => {
    return { job: await loadJob(body.company_id, body.job_id) };
  });

  apiPost(app, '/research/volume-jobs/results', { access: ACCESS, body: volumeJobResultsRequestSchema, response: volumeJobResultsAnswerSchema }, async ({ body }): Promise<VolumeJobResultsResponse | VolumeJobCompactResultsResponse> => {
    await loadJob(body.company_id, body.job_id);
    const page = await jobResultsPage(db, body.job_id, body.offset, body.limit);
    // The handler stores keyword metrics and nothing else (server/jobs/kinds/bulk-volume/).
    if (body.row_form === 'compact') return { compact_rows: bulkVolumeMetrics(page.items).map((m) => ({ m })), total: page.total };
    return { rows: bulkVolumeRows(page.items), total: page.total };
  });

  apiPost(app, '/research/volume-jobs/resume', { access: ACCESS, body: volumeJobResumeRequestSchema, response: volumeJobResponseSchema }, async ({ body }): Promise<VolumeJobResponse> => {
    const before = await loadJob(body.company_id, body.job_id);
    if (before.status !== 'done') await jobs.resume(body.job_id);
    return { job: await loadJob(body.company_id, body.job_id) };
  });

  apiPost(app, '/research/volume-jobs/recent', { access: ACCESS, body: volumeJobRecentRequestSchema, response: volumeJobRecentResponseSchema }, async ({ body, session }): Promise<VolumeJobRecentResponse> => {
    const ids = await recentJobIds(db, { companyId: body.company_id, userId: session.userId, kind: BULK_VOLUME_JOB_KIND, limit: RECENT_VOLUME_JOBS });
    const jobsOfUser: VolumeJob[] = [];
    for (const id of ids) jobsOfUser.push(await loadJob(body.company_id, id));
    return { jobs: jobsOfUser };
  });
}
