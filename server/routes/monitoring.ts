import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MAX_PROJECT_KEYWORDS,
  MONITORING_UPDATE_JOB_KIND,
  PROJECT_UNDO_SECONDS,
  projectCreateRequestSchema,
  projectCreateResponseSchema,
  projectDeleteResponseSchema,
  projectEditRequestSchema,
  projectEditResponseSchema,
  projectListRequestSchema,
  projectListResponseSchema,
  projectRefRequestSchema,
  projectResponseSchema,
  projectUpdateRequestSchema,
  projectUpdateResponseSchema,
  removeKeywordsRequestSchema,
  removeKeywordsResponseSchema,
  restoreKeywordsRequestSchema,
  restoreKeywordsResponseSchema,
  sharedReportPath,
  shareProjectResponseSchema,
  tagKeywordsRequestSchema,
  tagKeywordsResponseSchema,
  type ProjectCreateResponse,
  type ProjectUpdateResponse,
  type RemoveKeywordsResponse,
  type RestoreKeywordsResponse,
} from '../../src/domain/contracts/monitoring.ts';
import { berlinDay } from '../../src/domain/update-schedule.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { JobPort } from '../jobs/job-port.ts';
import { addKeywords, keywordCount, removeKeywords, tagKeywords } from '../monitoring/keyword-store.ts';
import { keepMonitoringImportedValues } from '../monitoring/imported-values-store.ts';
import { purgeRemovals, removeKeywordsForUndo, restoreRemoval } from '../monitoring/keyword-removals.ts';
import { keywordsOfSource } from '../monitoring/keyword-source.ts';
import { projectCards, settingsOf } from '../monitoring/project-reads.ts';
import {
  findProject,
  insertProject,
  listProjects,
  markProjectDeleted,
  newProjectShareId,
  purgeDeletedProjects,
  replaceCompetitors,
  restoreProject,
  setProjectShareId,
  setUpdateTime,
  type ProjectRecord,
} from '../monitoring/project-store.ts';
import { manualUpdateIds, markPlanned, updateJob } from '../monitoring/update-planner.ts';

type Deps = { db: Kysely<Database>; jobs: JobPort };

/** SPEC §6: the monitoring suite or admin, with monitoring status active (the /monitoring screen's guard). */
export const MONITORING_ACCESS = { screen: '/monitoring' } as const;

export const projectNotFound = (companyId: number, id: number) =>
  new HttpError(404, { error: 'not_found', field: 'project_id', message: `project_id: there is no monitoring project ${id} in company ${companyId}.` });

const tooManyKeywords = (field: string, count: number) =>
  new HttpError(400, { error: 'bad_request', field, message: `${field}: a project tracks at most ${MAX_PROJECT_KEYWORDS.toLocaleString('de-DE')} keywords; this would make ${count.toLocaleString('de-DE')}.` });

/** Projects: list, create, edit, delete with undo, manual update, tags, share links (issue 19). */
export async function monitoringRoutes(app: FastifyInstance, { db, jobs }: Deps): Promise<void> {
  async function live(companyId: number, id: number): Promise<ProjectRecord> {
    const project = await findProject(db, companyId, id);
    if (!project) throw projectNotFound(companyId, id);
    return project;
  }

  async function startUpdate(project: ProjectRecord, keywordIds: readonly number[], trigger: 'create' | 'manual' | 'retry', userId: number): Promise<string | undefined> {
    const day = berlinDay(new Date());
    const job = await updateJob(db, project, keywordIds, day, trigger, userId);
    if (!job) return undefined;
    // Before the job exists: a schedule tick in between would otherwise plan the same day again.
    if (trigger !== 'retry') await markPlanned(db, project.id, day);
    const jobId = await jobs.enqueue({ kind: MONITORING_UPDATE_JOB_KIND, ...job });
    await db.updateTable('monitoring_projects').set({ last_job_id: jobId }).where('id', '=', project.id).execute();
    return jobId;
  }

  apiPost(app, '/monitoring/projects/list', { access: MONITORING_ACCESS, body: projectListRequestSchema, response: projectListResponseSchema }, async ({ body }) => {
    return { projects: await projectCards(db, await listProjects(db, body.company_id), new Date()) };
  });

  apiPost(app, '/monitoring/projects/get', { access: MONITORING_ACCESS, body: projectRefRequestSchema, response: projectResponseSchema }, async ({ body }) => {
    return { project: await settingsOf(db, await live(body.company_id, body.project_id)) };
  });

  apiPost(app, '/monitoring/projects/create', { access: MONITORING_ACCESS, body: projectCreateRequestSchema, response: projectCreateResponseSchema }, async ({ body, session }): Promise<ProjectCreateResponse> => {
    const { keywords, rejected, imported } = await keywordsOfSource(db, body.company_id, body.keywords);
    if (keywords.length === 0) {
      const why = rejected.length > 0 ? `every line broke a rule (line ${rejected[0]?.line}: ${rejected[0]?.message})` : 'the input holds none';
      throw new HttpError(400, { error: 'bad_request', field: 'keywords', message: `keywords: give at least one keyword to track; ${why}.` });
    }
    if (keywords.length > MAX_PROJECT_KEYWORDS) throw tooManyKeywords('keywords', keywords.length);
    if (body.competitors.some((c) => c === body.domain)) {
      throw new HttpError(400, { error: 'bad_request', field: 'competitors', message: `competitors: ${body.domain} is the project's own domain, not a competitor.` });
    }
    const today = berlinDay(new Date());
    const id = await db.transaction().execute(async (trx) => {
      const projectId = await insertProject(trx, { companyId: body.company_id, domain: body.domain, device: body.device, location: body.location, language: body.language, updateTime: body.update_time, createdBy: session.userId, competitors: body.competitors, plannedDay: today });
      await addKeywords(trx, projectId, keywords, body.tags);
      await keepMonitoringImportedValues(trx, projectId, imported);
      return projectId;
    });
    const project = await live(body.company_id, id);
    const ids = await manualUpdateIds(db, id, today, false);
    const jobId = await startUpdate(project, ids, 'create', session.userId);
    return { project: await settingsOf(db, project), rejected, job_id: jobId ?? '' };
  });

  apiPost(app, '/monitoring/projects/edit', { access: MONITORING_ACCESS, body: projectEditRequestSchema, response: projectEditResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    const added = body.add_keywords ? await keywordsOfSource(db, body.company_id, body.add_keywords, 'add_keywords') : { keywords: [], rejected: [], imported: [] };
    const count = await keywordCount(db, project.id);
    const removing = body.remove_keyword_ids?.length ?? 0;
    if (count - removing + added.keywords.length > MAX_PROJECT_KEYWORDS) throw tooManyKeywords('add_keywords', count - removing + added.keywords.length);
    if (body.competitors?.includes(project.domain)) {
      throw new HttpError(400, { error: 'bad_request', field: 'competitors', message: `competitors: ${project.domain} is the project's own domain, not a competitor.` });
    }
    await db.transaction().execute(async (trx) => {
      if (body.competitors) await replaceCompetitors(trx, project.id, body.competitors);
      if (body.update_time) await setUpdateTime(trx, project.id, body.update_time);
      if (body.remove_keyword_ids) await removeKeywords(trx, project.id, body.remove_keyword_ids);
      if (added.keywords.length > 0) await addKeywords(trx, project.id, added.keywords, body.tags ?? []);
      await keepMonitoringImportedValues(trx, project.id, added.imported);
    });
    return { project: await settingsOf(db, await live(body.company_id, project.id)), rejected: added.rejected };
  });

  apiPost(app, '/monitoring/projects/delete', { access: MONITORING_ACCESS, body: projectRefRequestSchema, response: projectDeleteResponseSchema }, async ({ body }) => {
    await live(body.company_id, body.project_id);
    await purgeDeletedProjects(db, body.company_id, PROJECT_UNDO_SECONDS);
    const deletedAt = await markProjectDeleted(db, body.project_id);
    return { deleted: true as const, undo_until: new Date(deletedAt.getTime() + PROJECT_UNDO_SECONDS * 1000).toISOString() };
  });

  apiPost(app, '/monitoring/projects/restore', { access: MONITORING_ACCESS, body: projectRefRequestSchema, response: projectResponseSchema }, async ({ body }) => {
    if (!(await restoreProject(db, body.company_id, body.project_id, PROJECT_UNDO_SECONDS))) {
      throw new HttpError(404, { error: 'not_found', field: 'project_id', message: `project_id: project ${body.project_id} cannot be restored; it was not deleted in the last ${PROJECT_UNDO_SECONDS} seconds.` });
    }
    return { project: await settingsOf(db, await live(body.company_id, body.project_id)) };
  });

  apiPost(app, '/monitoring/projects/update', { access: MONITORING_ACCESS, body: projectUpdateRequestSchema, response: projectUpdateResponseSchema }, async ({ body, session }): Promise<ProjectUpdateResponse> => {
    const project = await live(body.company_id, body.project_id);
    const ids = await manualUpdateIds(db, project.id, berlinDay(new Date()), body.only_failed);
    if (ids.length === 0) {
      const what = body.only_failed ? 'no lookup of today failed' : 'the project tracks no keyword';
      throw new HttpError(409, { error: 'conflict', field: body.only_failed ? 'only_failed' : 'project_id', message: `${body.only_failed ? 'only_failed' : 'project_id'}: nothing to update; ${what}.` });
    }
    const jobId = await startUpdate(project, ids, body.only_failed ? 'retry' : 'manual', session.userId);
    return { job_id: jobId ?? '', keyword_count: ids.length };
  });

  apiPost(app, '/monitoring/keywords/tags', { access: MONITORING_ACCESS, body: tagKeywordsRequestSchema, response: tagKeywordsResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    return { changed: await tagKeywords(db, project.id, body.keyword_ids, body.add, body.remove) };
  });

  apiPost(app, '/monitoring/keywords/remove', { access: MONITORING_ACCESS, body: removeKeywordsRequestSchema, response: removeKeywordsResponseSchema }, async ({ body }): Promise<RemoveKeywordsResponse> => {
    const project = await live(body.company_id, body.project_id);
    await purgeRemovals(db, project.id, PROJECT_UNDO_SECONDS);
    const removal = await removeKeywordsForUndo(db, project, body.keyword_ids);
    if (!removal) {
      throw new HttpError(404, { error: 'not_found', field: 'keyword_ids', message: `keyword_ids: none of these keywords is tracked in project ${project.id}.` });
    }
    return { removed: removal.removed, removal_id: removal.removalId, undo_until: new Date(removal.removedAt.getTime() + PROJECT_UNDO_SECONDS * 1000).toISOString() };
  });

  apiPost(app, '/monitoring/keywords/restore', { access: MONITORING_ACCESS, body: restoreKeywordsRequestSchema, response: restoreKeywordsResponseSchema }, async ({ body }): Promise<RestoreKeywordsResponse> => {
    const project = await live(body.company_id, body.project_id);
    const restored = await restoreRemoval(db, project, body.removal_id, PROJECT_UNDO_SECONDS);
    if (!restored) {
      throw new HttpError(404, { error: 'not_found', field: 'removal_id', message: `removal_id: these keywords cannot be brought back; they were not removed from project ${project.id} in the last ${PROJECT_UNDO_SECONDS} seconds.` });
    }
    return restored;
  });

  apiPost(app, '/monitoring/projects/share', { access: MONITORING_ACCESS, body: projectRefRequestSchema, response: shareProjectResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    // Sharing twice keeps the link people already have.
    const shareId = project.share_id ?? newProjectShareId();
    if (project.share_id === null) await setProjectShareId(db, project.id, shareId);
    return { share_id: shareId, share_url_path: sharedReportPath(shareId) };
  });

  apiPost(app, '/monitoring/projects/unshare', { access: MONITORING_ACCESS, body: projectRefRequestSchema, response: projectResponseSchema }, async ({ body }) => {
    const project = await live(body.company_id, body.project_id);
    await setProjectShareId(db, project.id, null);
    return { project: await settingsOf(db, await live(body.company_id, project.id)) };
  });
}
