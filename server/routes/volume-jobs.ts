import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import {
  BULK_VOLUME_JOB_KIND,
  RECENT_VOLUME_JOBS,
  volumeJobGetRequestSchema,
  volumeJobRecentRequestSchema,
  volumeJobResultsRequestSchema,
  volumeJobResumeRequestSchema,
  volumeJobStartRequestSchema,
  type VolumeJob,
  type VolumeJobRecentResponse,
  type VolumeJobResponse,
  type VolumeJobResultsResponse,
  type VolumeJobStartResponse,
} from '../../src/domain/contracts/volume-jobs.ts';
import { validatePhrases } from '../../src/domain/phrase-validation.ts';
import { authenticate, requireSession } from '../auth/authenticate.ts';
import { assertScreenAccess } from '../auth/route-access.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import type { JobPort, JobView } from '../jobs/job-port.ts';
import { jobResultsPage } from '../jobs/job-results-page.ts';
import { bulkVolumePayload } from '../jobs/kinds/bulk-volume/bulk-volume-payload.ts';
import { bulkVolumeRows } from '../jobs/kinds/bulk-volume/bulk-volume-rows.ts';
import { batchProgress } from '../notifications/job-messages.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; jobs: JobPort };

const SCREEN = '/searchvolume';

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
export async function volumeJobRoutes(app: FastifyInstance, { db, sessions, jobs }: Deps): Promise<void> {
  app.addHook('preHandler', authenticate(sessions));

  // Colleagues may open a job (the company's notifications link to it); other companies get a 404, never a hint.
  const loadJob = async (companyId: number, jobId: string): Promise<VolumeJob> => {
    const row = await db.selectFrom('jobs').select(['company_id', 'kind', 'payload']).where('id', '=', jobId).executeTakeFirst();
    const view = row && row.company_id === companyId && row.kind === BULK_VOLUME_JOB_KIND ? await jobs.get(jobId) : undefined;
    if (!row || !view) throw new HttpError(404, { error: 'not_found', field: 'job_id', message: `job_id: no search volume job ${jobId} in company ${companyId}.` });
    return toVolumeJob(view, row.payload);
  };

  app.post('/research/volume-jobs/start', async (request): Promise<VolumeJobStartResponse> => {
    const session = requireSession(request);
    const body = parseBody(volumeJobStartRequestSchema, request);
    await assertScreenAccess(db, session, body.company_id, SCREEN);
    const { accepted, rejected } = validatePhrases(body.keywords);
    if (accepted.length === 0) {
      const first = rejected[0];
      const why = first ? ` (line ${first.line}: ${first.message})` : '';
      throw new HttpError(400, { error: 'bad_request', field: 'keywords', message: `keywords: no valid keyword is left to look up${why}.` });
    }
    const batches = splitIntoBatches(accepted);
    const jobId = await jobs.enqueue({
      kind: BULK_VOLUME_JOB_KIND,
      companyId: body.company_id,
      userId: session.userId,
      payload: { location: body.location, language: body.language, keyword_count: accepted.length },
      batches,
    });
    return { job_id: jobId, total_batches: batches.length, accepted: accepted.length, rejected };
  });

  app.post('/research/volume-jobs/get', async (request): Promise<VolumeJobResponse> => {
    const session = requireSession(request);
    const body = parseBody(volumeJobGetRequestSchema, request);
    await assertScreenAccess(db, session, body.company_id, SCREEN);
    return { job: await loadJob(body.company_id, body.job_id) };
  });

  app.post('/research/volume-jobs/results', async (request): Promise<VolumeJobResultsResponse> => {
    const session = requireSession(request);
    const body = parseBody(volumeJobResultsRequestSchema, request);
    await assertScreenAccess(db, session, body.company_id, SCREEN);
    await loadJob(body.company_id, body.job_id);
    const page = await jobResultsPage(db, body.job_id, body.offset, body.limit);
    // The handler stores keyword metrics and nothing else (server/jobs/kinds/bulk-volume/).
    return { rows: bulkVolumeRows(page.items), total: page.total };
  });

  app.post('/research/volume-jobs/resume', async (request): Promise<VolumeJobResponse> => {
    const session = requireSession(request);
    const body = parseBody(volumeJobResumeRequestSchema, request);
    await assertScreenAccess(db, session, body.company_id, SCREEN);
    const before = await loadJob(body.company_id, body.job_id);
    if (before.status !== 'done') await jobs.resume(body.job_id);
    return { job: await loadJob(body.company_id, body.job_id) };
  });

  app.post('/research/volume-jobs/recent', async (request): Promise<VolumeJobRecentResponse> => {
    const session = requireSession(request);
    const body = parseBody(volumeJobRecentRequestSchema, request);
    await assertScreenAccess(db, session, body.company_id, SCREEN);
    const rows = await db
      .selectFrom('jobs')
      .select('id')
      .where('company_id', '=', body.company_id)
      .where('user_id', '=', session.userId)
      .where('kind', '=', BULK_VOLUME_JOB_KIND)
      .orderBy('created_at', 'desc')
      .limit(RECENT_VOLUME_JOBS)
      .execute();
    const jobsOfUser: VolumeJob[] = [];
    for (const row of rows) jobsOfUser.push(await loadJob(body.company_id, row.id));
    return { jobs: jobsOfUser };
  });
}
