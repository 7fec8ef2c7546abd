import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_HISTORY_DAYS, sharedReportRequestSchema, sharedReportResponseSchema, type SharedReportResponse } from '../../src/domain/contracts/monitoring.ts';
import { companySettingsSchema } from '../../src/domain/contracts/company-settings.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { competitorData, distributionOn, projectRankings } from '../monitoring/project-reads.ts';
import { latestDay } from '../monitoring/position-store.ts';
import { findSharedProject } from '../monitoring/project-store.ts';

type Deps = { db: Kysely<Database> };

/** The white-label partner's logo for its clients' reports; the company's name and other settings stay out. */
async function whitelabelOf(db: Kysely<Database>, companyId: number): Promise<SharedReportResponse['whitelabel']> {
  const company = await db.selectFrom('companies').select('settings').where('id', '=', companyId).executeTakeFirst();
  const settings = companySettingsSchema.safeParse(company?.settings);
  if (!settings.success || !settings.data.whitelabel_monitoring) return null;
  return { logo: settings.data.logo };
}

/**
 * The read-only project report behind a share link, without login: the share id (128 random bits)
 * is the key. It answers that one project's domain, market, rankings, visibility and distribution,
 * nothing of the company, its users or its other projects; a revoked link answers 404.
 */
export async function monitoringSharedRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  apiPost(app, '/monitoring/shared/get', { access: 'public', body: sharedReportRequestSchema, response: sharedReportResponseSchema }, async ({ body }): Promise<SharedReportResponse> => {
    const project = await findSharedProject(db, body.share_id);
    if (!project) {
      throw new HttpError(404, { error: 'not_found', field: 'share_id', message: 'share_id: this report does not exist or is no longer shared. Ask its owner for a new link.' });
    }
    const day = await latestDay(db, project.id);
    return {
      domain: project.domain,
      device: project.device,
      location: project.location,
      language: project.language,
      competitors: project.competitors,
      day,
      rows: await projectRankings(db, project, day),
      competitorData: day === null ? [] : await competitorData(db, project, DEFAULT_HISTORY_DAYS, day),
      distribution: await distributionOn(db, project.id, day),
      whitelabel: await whitelabelOf(db, project.company_id),
    };
  });
}
