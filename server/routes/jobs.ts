import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveRoute } from '../../src/domain/access.ts';
import { RECENT_JOBS, recentJobsRequestSchema, recentJobsResponseSchema, type JobSummary, type RecentJobsResponse } from '../../src/domain/contracts/jobs.ts';
import { companyAccessOf } from '../auth/access-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import type { JobKind, JobTexts } from '../jobs/job-kind.ts';
import { newestCompanyJobs } from '../jobs/job-store.ts';
import { batchProgress } from '../notifications/job-messages.ts';

type Deps = { db: Kysely<Database>; kinds: readonly JobKind[] };

/** Read past the newest few so that jobs of screens the person may not open do not empty the list. */
const LOOK_AT = RECENT_JOBS * 4;

/** A payload this build cannot read names no title or screen: such a job is left out, not a 500. */
function textsOf(kind: JobKind, jobId: string, payload: Record<string, unknown>): JobTexts | null {
  try {
    return kind.texts(jobId, payload);
  } catch {
    return null;
  }
}

/**
 * Home's list of the company's jobs (issue 21). Every member sees the company's jobs, as the bell
 * shows them to every member; a job whose screen the person may not open is left out.
 */
export async function jobRoutes(app: FastifyInstance, { db, kinds }: Deps): Promise<void> {
  const kindByName = new Map(kinds.map((kind) => [kind.kind, kind]));

  apiPost(app, '/jobs/recent', { access: 'member', body: recentJobsRequestSchema, response: recentJobsResponseSchema }, async ({ body, session, company }): Promise<RecentJobsResponse> => {
    const facts = await companyAccessOf(db, session.userId, company.id);
    if (facts === undefined) return { jobs: [] };
    const jobs: JobSummary[] = [];
    for (const row of await newestCompanyJobs(db, body.company_id, LOOK_AT)) {
      const kind = kindByName.get(row.kind);
      if (kind === undefined) continue;
      const texts = textsOf(kind, row.id, row.payload);
      if (texts === null || resolveRoute(texts.link, facts.context).kind !== 'allow') continue;
      jobs.push({
        id: row.id,
        kind: row.kind,
        title: texts.title,
        link: texts.link,
        status: row.status,
        progress: batchProgress(row.done_batches, row.total_batches),
        done_batches: row.done_batches,
        total_batches: row.total_batches,
        error: row.error,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      });
      if (jobs.length === RECENT_JOBS) break;
    }
    return { jobs };
  });
}
