import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  competitorListResponseSchema,
  competitorSelectRequestSchema,
  competitorSelectResponseSchema,
  competitorsPath,
  CONTENT_FETCH_JOB_KIND,
  contentProjectCreateRequestSchema,
  contentProjectJobResponseSchema,
  contentProjectListRequestSchema,
  contentProjectListResponseSchema,
  contentProjectRefRequestSchema,
  contentProjectResponseSchema,
  contentShareResponseSchema,
  type CompetitorListResponse,
  type ContentProject,
} from '../../src/domain/contracts/content.ts';
import { createProject, findProject, listCompetitors, listProjects, newContentShareId, projectViews, selectCompetitor, setProjectJob, setProjectShareId, type ProjectRecord } from '../content/content-store.ts';
import { rescoreDraft } from '../content/draft-score.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { JobPort } from '../jobs/job-port.ts';
import { contentFetchBatches } from '../jobs/kinds/content-fetch/content-fetch-handler.ts';
import type { ContentFetchPayload } from '../jobs/kinds/content-fetch/content-fetch-payload.ts';

type Deps = { db: Kysely<Database>; jobs: JobPort; cache: PreparedPageCache };

/** SPEC §6: the content suite or admin, content status neither inactive nor test_ended (the /content-projects guard). */
export const CONTENT_ACCESS = { screen: '/content-projects' } as const;

export const contentProjectNotFound = (companyId: number, id: number) =>
  new HttpError(404, { error: 'not_found', field: 'project_id', message: `project_id: no content project ${id} in company ${companyId}.` });

/** A wrong or revoked share link: a 404 that says so, never the project. */
export const sharedContentNotFound = () =>
  new HttpError(404, { error: 'not_found', field: 'share_id', message: 'share_id: this link is incomplete or the project is no longer shared. Ask its owner for a new link.' });

/** Content projects, their competitors and share links (issue 24). Another company's project is a 404, as if it did not exist. */
export async function contentProjectRoutes(app: FastifyInstance, { db, jobs, cache }: Deps): Promise<void> {
  const live = async (companyId: number, id: number): Promise<ProjectRecord> => {
    const project = await findProject(db, companyId, id);
    if (!project) throw contentProjectNotFound(companyId, id);
    return project;
  };
  const view = async (project: ProjectRecord): Promise<ContentProject> => {
    const [one] = await projectViews(db, [project]);
    if (!one) throw new Error(`content project ${project.id} has no view`);
    return one;
  };
  const startFetch = async (project: ProjectRecord, userId: number): Promise<string> => {
    const payload: ContentFetchPayload = { project_id: project.id, keyword: project.main_keyword, secondary_keywords: project.secondary_keywords, location: project.location, language: project.language, device: project.device };
    const jobId = await jobs.enqueue({ kind: CONTENT_FETCH_JOB_KIND, companyId: project.company_id, userId, payload, batches: contentFetchBatches() });
    await setProjectJob(db, project.id, jobId);
    return jobId;
  };

  apiPost(app, '/content/projects/list', { access: CONTENT_ACCESS, body: contentProjectListRequestSchema, response: contentProjectListResponseSchema }, async ({ body }) => ({
    projects: await projectViews(db, await listProjects(db, body.company_id)),
  }));

  apiPost(app, '/content/projects/create', { access: CONTENT_ACCESS, body: contentProjectCreateRequestSchema, response: contentProjectJobResponseSchema }, async ({ body, session }) => {
    const secondary = [...new Set(body.secondary_keywords.filter((keyword) => keyword.toLowerCase() !== body.main_keyword.toLowerCase()))];
    const project = await createProject(db, {
      companyId: body.company_id,
      userId: session.userId,
      mainKeyword: body.main_keyword,
      secondaryKeywords: secondary,
      location: body.location,
      language: body.language,
      device: body.device,
    });
    const job = await startFetch(project, session.userId);
    return { project: await view(await live(body.company_id, project.id)), job };
  });

  apiPost(app, '/content/projects/get', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: contentProjectResponseSchema }, async ({ body }) => ({
    project: await view(await live(body.company_id, body.project_id)),
  }));

  apiPost(app, '/content/projects/refresh', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: contentProjectJobResponseSchema }, async ({ body, session }) => {
    const project = await live(body.company_id, body.project_id);
    const job = await startFetch(project, session.userId);
    return { project: await view(await live(body.company_id, project.id)), job };
  });

  apiPost(app, '/content/competitors/list', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: competitorListResponseSchema }, async ({ body }): Promise<CompetitorListResponse> => {
    const project = await live(body.company_id, body.project_id);
    return { project: await view(project), competitors: await listCompetitors(db, project.id), read_only: false };
  });

  apiPost(app, '/content/competitors/select', { access: CONTENT_ACCESS, body: competitorSelectRequestSchema, response: competitorSelectResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    const competitor = await selectCompetitor(db, project.id, body.competitor_id, body.selected);
    if (!competitor) throw new HttpError(404, { error: 'not_found', field: 'competitor_id', message: `competitor_id: project ${project.id} has no competitor ${body.competitor_id}.` });
    // The draft's score follows the selection it is measured against.
    await rescoreDraft(db, cache, project);
    return { competitor, selected_count: (await view(project)).selected_count };
  });

  apiPost(app, '/content/projects/share', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: contentShareResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    // Sharing twice keeps the link people already have.
    const shareId = project.share_id ?? newContentShareId();
    if (project.share_id === null) await setProjectShareId(db, project.id, shareId);
    return { share_id: shareId, share_path: competitorsPath(project.id, shareId) };
  });

  apiPost(app, '/content/projects/unshare', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: contentProjectResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    await setProjectShareId(db, project.id, null);
    return { project: await view(await live(body.company_id, project.id)) };
  });
}
