import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  competitorPositionsRequestSchema,
  competitorPositionsResponseSchema,
  exportRequestSchema,
  exportResponseSchema,
  keywordHistoryRequestSchema,
  keywordHistoryResponseSchema,
  overviewRequestSchema,
  overviewResponseSchema,
  rankingsRequestSchema,
  rankingsResponseSchema,
  visibilityRequestSchema,
  visibilityResponseSchema,
  type ExportResponse,
  type RankingsResponse,
} from '../../src/domain/contracts/monitoring.ts';
import { berlinDay } from '../../src/domain/update-schedule.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { competitorData, competitorPositions, dayOf, exportHistory, keywordHistory, overview, projectRankings, settingsOf } from '../monitoring/project-reads.ts';
import { monitoringImportedValues } from '../monitoring/imported-values-store.ts';
import { latestDay } from '../monitoring/position-store.ts';
import { findProject, type ProjectRecord } from '../monitoring/project-store.ts';
import { MONITORING_ACCESS, projectNotFound } from './monitoring.ts';

type Deps = { db: Kysely<Database> };

/** The project screen's reads: rankings of a day, visibility, overview, competitors, a keyword's history, the export. */
export async function monitoringReadRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  async function live(companyId: number, id: number): Promise<ProjectRecord> {
    const project = await findProject(db, companyId, id);
    if (!project) throw projectNotFound(companyId, id);
    return project;
  }
  /** The newest day with data, or today while there is none (an empty series, not an error). */
  const until = async (projectId: number) => (await latestDay(db, projectId)) ?? berlinDay(new Date());

  apiPost(app, '/monitoring/projects/rankings', { access: MONITORING_ACCESS, body: rankingsRequestSchema, response: rankingsResponseSchema }, async ({ body }): Promise<RankingsResponse> => {
    const project = await live(body.company_id, body.project_id);
    const day = await dayOf(db, project.id, body.day);
    return { project: await settingsOf(db, project), day, rows: await projectRankings(db, project, day), imported: await monitoringImportedValues(db, project.id) };
  });

  apiPost(app, '/monitoring/projects/visibility', { access: MONITORING_ACCESS, body: visibilityRequestSchema, response: visibilityResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    return { competitorData: await competitorData(db, project, body.days, await until(project.id)) };
  });

  apiPost(app, '/monitoring/projects/overview', { access: MONITORING_ACCESS, body: overviewRequestSchema, response: overviewResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    return overview(db, project, await dayOf(db, project.id, undefined), body.compare_days);
  });

  apiPost(app, '/monitoring/projects/competitors', { access: MONITORING_ACCESS, body: competitorPositionsRequestSchema, response: competitorPositionsResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    return competitorPositions(db, project, await dayOf(db, project.id, body.day));
  });

  apiPost(app, '/monitoring/keywords/history', { access: MONITORING_ACCESS, body: keywordHistoryRequestSchema, response: keywordHistoryResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    const history = await keywordHistory(db, project, body.keyword_id, body.days, await until(project.id));
    if (!history) {
      throw new HttpError(404, { error: 'not_found', field: 'keyword_id', message: `keyword_id: project ${project.id} tracks no keyword ${body.keyword_id}.` });
    }
    return history;
  });

  apiPost(app, '/monitoring/projects/export', { access: MONITORING_ACCESS, body: exportRequestSchema, response: exportResponseSchema }, async ({ body }): Promise<ExportResponse> => {
    const project = await live(body.company_id, body.project_id);
    return { project: await settingsOf(db, project), ...(await exportHistory(db, project, body.days, await until(project.id))) };
  });
}
