import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AI_TASKS } from '../../src/domain/ai-writing-tasks.ts';
import {
  aiCompanyRequestSchema,
  aiCreateRequestSchema,
  AI_PROJECT_UNDO_SECONDS,
  aiDeleteResponseSchema,
  aiProjectListResponseSchema,
  aiProjectRequestSchema,
  aiProjectResponseSchema,
  aiResultsResponseSchema,
  aiRunResponseSchema,
  aiSetRequestSchema,
  aiSetResponseSchema,
  aiSourcesResponseSchema,
  aiTaskRequestSchema,
  type AiProject,
  type AiProjectListResponse,
  type AiProjectResponse,
  type AiResultsResponse,
  type AiRunResponse,
  type AiSetResponse,
  type AiSourcesResponse,
} from '../../src/domain/contracts/ai-suite.ts';
import { createProject, deleteProject, findProject, latestRuns, listProjects, restoreProject, type ProjectRow } from '../ai-suite/ai-project-store.ts';
import { setResults, taskCounts, taskResults } from '../ai-suite/ai-result-store.ts';
import { projectStart } from '../ai-suite/ai-project-sources.ts';
import type { ProjectBriefing } from '../ai-suite/ai-project-briefing.ts';
import { jobState, startTask } from '../ai-suite/ai-task-runs.ts';
import { listCollections } from '../collections/collection-store.ts';
import { listProjects as listContentProjects } from '../content/content-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { JobPort } from '../jobs/job-port.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import { cachedSuggestionLists } from '../providers/cache/cached-suggestion-lists.ts';
import type { Providers } from '../providers/ports.ts';
import { SUGGEST_CONCURRENCY } from '../sources/suggest-lookup.ts';

type Deps = { db: Kysely<Database>; jobs: JobPort; providers: Providers; keywordRows: KeywordRowsLookup; briefing: ProjectBriefing };

/** SPEC §6: the AI suite or admin, status active, testing or free (src/domain/access-routes.ts). */
const AI = { screen: '/ai-suite' } as const;

/** The AI Suite (issue 20). Another company's project or collection is a 404, as if it did not exist. */
export async function aiSuiteRoutes(app: FastifyInstance, { db, jobs, providers, keywordRows, briefing }: Deps): Promise<void> {
  const suggestions = cachedSuggestionLists(db, providers.suggestions, providers.names.suggestions, SUGGEST_CONCURRENCY);
  const usesModel = providers.languageModel.usesModel;

  const load = async (companyId: number, id: number): Promise<ProjectRow> => {
    const row = await findProject(db, companyId, id);
    if (!row) throw new HttpError(404, { error: 'not_found', field: 'project_id', message: `project_id: no AI project ${id} in company ${companyId}.` });
    return row;
  };

  const views = async (rows: readonly ProjectRow[]): Promise<AiProject[]> => {
    const ids = rows.map((r) => r.id);
    const counts = await taskCounts(db, ids);
    const runs = await latestRuns(db, ids);
    const out: AiProject[] = [];
    for (const row of rows) {
      const tasks = [];
      for (const task of AI_TASKS) {
        const count = counts.find((c) => c.project_id === row.id && c.task === task);
        const run = runs.find((r) => r.project_id === row.id && r.task === task);
        tasks.push({ task, rows: count?.rows ?? 0, accepted: count?.accepted ?? 0, rejected: count?.rejected ?? 0, job: await jobState(jobs, run?.job_id) });
      }
      const { company_id: _c, created_at, ...rest } = row;
      out.push({ ...rest, created_at: new Date(created_at).toISOString(), tasks });
    }
    return out;
  };
  const view = async (row: ProjectRow): Promise<AiProjectResponse> => ({ project: (await views([row]))[0] as AiProject, uses_model: usesModel });

  apiPost(app, '/ai-suite/list', { access: AI, body: aiCompanyRequestSchema, response: aiProjectListResponseSchema }, async ({ body }): Promise<AiProjectListResponse> => {
    return { projects: await views(await listProjects(db, body.company_id)) };
  });

  apiPost(app, '/ai-suite/sources', { access: AI, body: aiCompanyRequestSchema, response: aiSourcesResponseSchema }, async ({ body }): Promise<AiSourcesResponse> => {
    const [collections, contentProjects] = await Promise.all([listCollections(db, body.company_id), listContentProjects(db, body.company_id)]);
    return {
      collections: collections.map((c) => ({ id: c.id, name: c.name, keyword_count: c.keyword_count, location: c.location, language: c.language })),
      content_projects: contentProjects.map((p) => ({ id: p.id, main_keyword: p.main_keyword, location: p.location, language: p.language })),
    };
  });

  apiPost(app, '/ai-suite/create', { access: AI, body: aiCreateRequestSchema, response: aiProjectResponseSchema }, async ({ body, session, reply }): Promise<AiProjectResponse> => {
    const { project, rows } = await projectStart({ db, keywordRows }, { ...body, userId: session.userId }, requestSignal(reply));
    const id = await createProject(db, project, rows);
    return view(await load(body.company_id, id));
  });

  apiPost(app, '/ai-suite/get', { access: AI, body: aiProjectRequestSchema, response: aiProjectResponseSchema }, async ({ body }): Promise<AiProjectResponse> => {
    return view(await load(body.company_id, body.project_id));
  });

  apiPost(app, '/ai-suite/delete', { access: AI, body: aiProjectRequestSchema, response: aiDeleteResponseSchema }, async ({ body }) => {
    const row = await load(body.company_id, body.project_id);
    const deletedAt = await deleteProject(db, body.company_id, row.id);
    return { project_id: row.id, deleted: true as const, undo_until: new Date(deletedAt.getTime() + AI_PROJECT_UNDO_SECONDS * 1000).toISOString() };
  });

  apiPost(app, '/ai-suite/restore', { access: AI, body: aiProjectRequestSchema, response: aiProjectResponseSchema }, async ({ body }): Promise<AiProjectResponse> => {
    if (!(await restoreProject(db, body.company_id, body.project_id, AI_PROJECT_UNDO_SECONDS))) {
      throw new HttpError(404, { error: 'not_found', field: 'project_id', message: `project_id: AI project ${body.project_id} cannot be restored; it was not deleted in the last ${AI_PROJECT_UNDO_SECONDS} seconds.` });
    }
    return view(await load(body.company_id, body.project_id));
  });

  apiPost(app, '/ai-suite/run', { access: AI, body: aiTaskRequestSchema, response: aiRunResponseSchema }, async ({ body, session, reply }): Promise<AiRunResponse> => {
    const row = await load(body.company_id, body.project_id);
    return startTask({ db, jobs, suggestions, usesModel, briefing: (companyId, id, signal) => briefing(companyId, id, signal, app.log) }, row, body.task, session.userId, requestSignal(reply));
  });

  apiPost(app, '/ai-suite/results', { access: AI, body: aiTaskRequestSchema, response: aiResultsResponseSchema }, async ({ body }): Promise<AiResultsResponse> => {
    const row = await load(body.company_id, body.project_id);
    const run = (await latestRuns(db, [row.id])).find((r) => r.task === body.task);
    // The job's state first: a job is done only after its last batch's rows are stored, so rows read
    // after it are never older than the state they go with (read the other way round, a job finishing
    // in between answered "done" with the last batch missing, and the client stopped asking).
    const job = await jobState(jobs, run?.job_id);
    const rows = await taskResults(db, row.id, body.task);
    return { task: body.task, rows, job };
  });

  apiPost(app, '/ai-suite/set', { access: AI, body: aiSetRequestSchema, response: aiSetResponseSchema }, async ({ body }): Promise<AiSetResponse> => {
    const row = await load(body.company_id, body.project_id);
    const previous = await setResults(db, row.id, body.task, body.field, body.changes);
    return { updated: previous.length, previous };
  });
}
