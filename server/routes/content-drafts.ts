import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  competitorListResponseSchema,
  contentProjectRefRequestSchema,
  draftResponseSchema,
  draftSaveRequestSchema,
  draftVersionRequestSchema,
  draftVersionResponseSchema,
  draftVersionsResponseSchema,
  sharedContentRequestSchema,
  type CompetitorListResponse,
} from '../../src/domain/contracts/content.ts';
import { findProject, findSharedProject, listCompetitors, projectViews } from '../content/content-store.ts';
import { draftScore, scoreTargets } from '../content/draft-score.ts';
import { findDraft, findVersion, listVersions, saveDraft } from '../content/draft-store.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { CONTENT_ACCESS, contentProjectNotFound, sharedContentNotFound } from './content-projects.ts';

type Deps = { db: Kysely<Database>; cache: PreparedPageCache };

/**
 * The draft of a content project with its versions (the editor saves here), and the read-only
 * project behind a share link, without login: the project id and its share id (128 random bits)
 * must both match; a revoked or wrong link is a 404 that says so, never the project.
 */
export async function contentDraftRoutes(app: FastifyInstance, { db, cache }: Deps): Promise<void> {
  const live = async (companyId: number, id: number) => {
    const project = await findProject(db, companyId, id);
    if (!project) throw contentProjectNotFound(companyId, id);
    return project;
  };

  apiPost(app, '/content/drafts/get', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: draftResponseSchema }, async ({ body }) => ({
    draft: await findDraft(db, (await live(body.company_id, body.project_id)).id),
  }));

  apiPost(app, '/content/drafts/save', { access: CONTENT_ACCESS, body: draftSaveRequestSchema, response: draftResponseSchema, bodyLimit: 1_048_576 }, async ({ body, session }) => {
    const project = await live(body.company_id, body.project_id);
    // The score is stored with the text, so the project list shows the score of what was saved.
    const score = draftScore(body.html, await scoreTargets(db, cache, project));
    const outcome = await saveDraft(db, project.id, body.revision, body.html, session.userId, score);
    if (!outcome.saved) {
      throw new HttpError(409, {
        error: 'conflict',
        field: 'revision',
        message: `revision: the draft was saved elsewhere since revision ${body.revision}; it is at revision ${outcome.current.revision} now. Reload it before saving.`,
      });
    }
    return { draft: outcome.draft };
  });

  apiPost(app, '/content/drafts/versions', { access: CONTENT_ACCESS, body: contentProjectRefRequestSchema, response: draftVersionsResponseSchema }, async ({ body }) => ({
    versions: await listVersions(db, (await live(body.company_id, body.project_id)).id),
  }));

  apiPost(app, '/content/drafts/version', { access: CONTENT_ACCESS, body: draftVersionRequestSchema, response: draftVersionResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    const version = await findVersion(db, project.id, body.revision);
    if (!version) throw new HttpError(404, { error: 'not_found', field: 'revision', message: `revision: the draft of project ${project.id} has no version ${body.revision}.` });
    return version;
  });

  apiPost(app, '/content/shared/competitors', { access: 'public', body: sharedContentRequestSchema, response: competitorListResponseSchema }, async ({ body }): Promise<CompetitorListResponse> => {
    const project = await findSharedProject(db, body.project_id, body.share_id);
    if (!project) throw sharedContentNotFound();
    const [view] = await projectViews(db, [project], false);
    if (!view) throw new Error(`content project ${project.id} has no view`);
    return { project: view, competitors: await listCompetitors(db, project.id), read_only: true };
  });
}
