import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  adHocAnalysisRequestSchema,
  adHocAnalysisResponseSchema,
  briefingResponseSchema,
  contentAnalysisResponseSchema,
  sharedDraftResponseSchema,
  type BriefingResponse,
  type ContentAnalysisResponse,
  type SharedDraftResponse,
} from '../../src/domain/contracts/content-analysis.ts';
import { contentProjectRefRequestSchema, sharedContentRequestSchema, type ContentProject } from '../../src/domain/contracts/content.ts';
import { adHocAnalysis, OwnPageUnreadable, type AdHocPorts } from '../content/ad-hoc-analysis.ts';
import type { BriefingLookup } from '../content/briefing-lookups.ts';
import { findProject, findSharedProject, projectViews, type ProjectRecord } from '../content/content-store.ts';
import { findDraft } from '../content/draft-store.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import { briefingOf, briefingView, preparedCompetitors, projectTermAnalysis } from '../content/project-analysis.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import { isProviderError } from '../providers/errors.ts';
import { withUsage } from '../usage/usage-scope.ts';
import { CONTENT_ACCESS, contentProjectNotFound, sharedContentNotFound } from './content-projects.ts';

type Deps = { db: Kysely<Database>; cache: PreparedPageCache; briefing: BriefingLookup; pages: AdHocPorts };

/** SPEC §6: `/wdf-idf`'s own guard (the content suite), as the screen that asks. */
const WDF_IDF_ACCESS = { screen: '/wdf-idf' } as const;

/**
 * The term analysis (WDF*IDF) and the briefing of a content project, for members and behind a
 * share link (read-only, no company named), and the shared draft (issue 24). The computations are
 * in server/content/project-analysis.ts; this file only finds the project and answers.
 */
export async function contentAnalysisRoutes(app: FastifyInstance, { db, cache, briefing, pages }: Deps): Promise<void> {
  const member = async (companyId: number, id: number): Promise<ProjectRecord> => {
    const project = await findProject(db, companyId, id);
    if (!project) throw contentProjectNotFound(companyId, id);
    return project;
  };
  const shared = async (id: number, shareId: string): Promise<ProjectRecord> => {
    const project = await findSharedProject(db, id, shareId);
    if (!project) throw sharedContentNotFound();
    return project;
  };
  /** A shared view names neither the share id nor the job (`withShareId` false). */
  const view = async (project: ProjectRecord, readOnly: boolean): Promise<ContentProject> => {
    const [one] = await projectViews(db, [project], !readOnly);
    if (!one) throw new Error(`content project ${project.id} has no view`);
    return one;
  };
  const analysis = async (project: ProjectRecord, readOnly: boolean): Promise<ContentAnalysisResponse> => {
    const [projectView, terms] = await Promise.all([view(project, readOnly), projectTermAnalysis(db, cache, project)]);
    return { project: projectView, analysis: terms, read_only: readOnly };
  };
  const briefingAnswer = async (project: ProjectRecord, readOnly: boolean, signal: AbortSignal): Promise<BriefingResponse> => {
    const market = { location: project.location, language: project.language };
    const [projectView, competitors, extras] = await Promise.all([
      view(project, readOnly),
      preparedCompetitors(db, cache, project),
      briefing(project.main_keyword, market, signal, app.log),
    ]);
    return { project: projectView, briefing: briefingView(briefingOf(project, competitors, extras)), read_only: readOnly };
  };

  apiPost(app, '/content/analysis', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: contentAnalysisResponseSchema }, async ({ body }) =>
    analysis(await member(body.company_id, body.project_id), false),
  );

  apiPost(app, '/content/shared/analysis', { access: 'public', body: sharedContentRequestSchema, response: contentAnalysisResponseSchema }, async ({ body }) =>
    analysis(await shared(body.project_id, body.share_id), true),
  );

  apiPost(app, '/content/briefing', { access: CONTENT_ACCESS, usage: 'content', body: contentProjectRefRequestSchema, response: briefingResponseSchema }, async ({ body, reply }) =>
    briefingAnswer(await member(body.company_id, body.project_id), false, requestSignal(reply)),
  );

  apiPost(app, '/content/shared/briefing', { access: 'public', body: sharedContentRequestSchema, response: briefingResponseSchema }, async ({ body, reply }) => {
    const project = await shared(body.project_id, body.share_id);
    // The questions a shared briefing looks up are the owner's lookups: counted for the project's company.
    return withUsage({ companyId: project.company_id, suite: 'content' }, () => briefingAnswer(project, true, requestSignal(reply)));
  });

  apiPost(app, '/content/shared/draft', { access: 'public', body: sharedContentRequestSchema, response: sharedDraftResponseSchema }, async ({ body }): Promise<SharedDraftResponse> => {
    const project = await shared(body.project_id, body.share_id);
    const [projectView, draft] = await Promise.all([view(project, true), findDraft(db, project.id)]);
    return { project: projectView, draft, read_only: true };
  });

  apiPost(app, '/content/wdf-idf', { access: WDF_IDF_ACCESS, usage: 'content', body: adHocAnalysisRequestSchema, response: adHocAnalysisResponseSchema }, async ({ body, request, reply }) => {
    try {
      return await adHocAnalysis(pages, body, requestSignal(reply));
    } catch (error) {
      if (error instanceof OwnPageUnreadable) {
        throw new HttpError(422, { error: 'page_unreadable', field: 'url', message: `url: your page could not be read (${error.message}). Check the address, or paste your text instead.` });
      }
      if (!isProviderError(error)) throw error;
      // Without the search results there is nothing to compare with: the provider's failure, said as such.
      request.log.warn({ code: error.code }, `wdf-idf: search results unavailable: ${error.message}`);
      throw new HttpError(502, { error: error.code, message: `The search results for "${body.keyword}" could not be fetched: ${error.message}` });
    }
  });
}
