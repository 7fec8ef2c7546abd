/** Monitoring projects and their competitors: every query about the project itself, nothing about HTTP. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MonitoringDevice, ProjectSettings } from '../../src/domain/contracts/monitoring.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** 128 random bits in base64url (22 characters), as the shared research links. */
export function newProjectShareId(): string {
  return randomBytes(16).toString('base64url');
}

export type ProjectRecord = {
  id: number;
  company_id: number;
  domain: string;
  device: MonitoringDevice;
  location: number;
  language: string;
  update_time: string;
  created_by: number | null;
  share_id: string | null;
  created_at: Date;
  update_state: 'never' | 'running' | 'done' | 'failed';
  last_update_at: Date | null;
  competitors: string[];
};

const PROJECT_COLUMNS = ['id', 'company_id', 'domain', 'device', 'location', 'language', 'update_time', 'created_by', 'share_id', 'created_at', 'update_state', 'last_update_at'] as const;

async function withCompetitors<T extends { id: number }>(db: Db, projects: T[]): Promise<(T & { competitors: string[] })[]> {
  if (projects.length === 0) return [];
  const rows = await db.selectFrom('monitoring_competitors').select(['project_id', 'domain']).where('project_id', 'in', projects.map((p) => p.id)).orderBy('sort').execute();
  return projects.map((p) => ({ ...p, competitors: rows.filter((r) => r.project_id === p.id).map((r) => r.domain) }));
}

/** A live project of the company, or undefined (another company's project is as absent as a missing one). */
export async function findProject(db: Db, companyId: number, id: number): Promise<ProjectRecord | undefined> {
  const row = await db.selectFrom('monitoring_projects').select(PROJECT_COLUMNS).where('id', '=', id).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? (await withCompetitors(db, [row]))[0] : undefined;
}

export async function listProjects(db: Db, companyId: number): Promise<ProjectRecord[]> {
  const rows = await db.selectFrom('monitoring_projects').select(PROJECT_COLUMNS).where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('domain').orderBy('id').execute();
  return withCompetitors(db, rows);
}

/**
 * `plannedDay`: the Berlin day whose update the creation starts itself. Written with the row, so no
 * schedule tick between the insert and the first update's start plans that day a second time.
 */
export type NewProject = { companyId: number; domain: string; device: MonitoringDevice; location: number; language: string; updateTime: string; createdBy: number; competitors: readonly string[]; plannedDay: string };

export async function insertProject(db: Db, project: NewProject): Promise<number> {
  const { id } = await db
    .insertInto('monitoring_projects')
    .values({ company_id: project.companyId, domain: project.domain, device: project.device, location: project.location, language: project.language, update_time: project.updateTime, created_by: project.createdBy, planned_day: project.plannedDay })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceCompetitors(db, id, project.competitors);
  return id;
}

export async function replaceCompetitors(db: Db, projectId: number, competitors: readonly string[]): Promise<void> {
  await db.deleteFrom('monitoring_competitors').where('project_id', '=', projectId).execute();
  if (competitors.length > 0) await db.insertInto('monitoring_competitors').values(competitors.map((domain, sort) => ({ project_id: projectId, domain, sort }))).execute();
}

export async function setUpdateTime(db: Db, projectId: number, updateTime: string): Promise<void> {
  await db.updateTable('monitoring_projects').set({ update_time: updateTime, updated_at: new Date() }).where('id', '=', projectId).execute();
}

export async function markProjectDeleted(db: Db, projectId: number): Promise<Date> {
  const { deleted_at } = await db.updateTable('monitoring_projects').set({ deleted_at: sql<Date>`now()` }).where('id', '=', projectId).returning('deleted_at').executeTakeFirstOrThrow();
  return deleted_at ?? new Date();
}

/** Brings a project back inside the undo window; false when there is nothing to restore. */
export async function restoreProject(db: Db, companyId: number, projectId: number, undoSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('monitoring_projects')
    .set({ deleted_at: null })
    .where('id', '=', projectId)
    .where('company_id', '=', companyId)
    .where('deleted_at', '>=', sql<Date>`now() - make_interval(secs => ${undoSeconds})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deleted projects past the undo window go for good, with their history (cascade). */
export async function purgeDeletedProjects(db: Db, companyId: number, undoSeconds: number): Promise<void> {
  await db
    .deleteFrom('monitoring_projects')
    .where('company_id', '=', companyId)
    .where('seed_key', 'is', null)
    .where('deleted_at', '<', sql<Date>`now() - make_interval(secs => ${undoSeconds})`)
    .execute();
}

export async function setProjectShareId(db: Db, projectId: number, shareId: string | null): Promise<void> {
  await db.updateTable('monitoring_projects').set({ share_id: shareId }).where('id', '=', projectId).execute();
}

/** The project behind a share link; a deleted project's link answers nothing. */
export async function findSharedProject(db: Db, shareId: string): Promise<ProjectRecord | undefined> {
  const row = await db.selectFrom('monitoring_projects').select(PROJECT_COLUMNS).where('share_id', '=', shareId).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? (await withCompetitors(db, [row]))[0] : undefined;
}

export async function setUpdateState(db: Db, projectId: number, state: 'running' | 'done' | 'failed', jobId?: string): Promise<void> {
  await db
    .updateTable('monitoring_projects')
    .set({ update_state: state, ...(state === 'running' ? {} : { last_update_at: new Date() }), ...(jobId === undefined ? {} : { last_job_id: jobId }) })
    .where('id', '=', projectId)
    .execute();
}

export function projectSettings(project: ProjectRecord, keywordCount: number, tags: string[]): ProjectSettings {
  return {
    id: project.id,
    domain: project.domain,
    device: project.device,
    location: project.location,
    language: project.language,
    competitors: project.competitors,
    tags,
    update_time: project.update_time,
    keyword_count: keywordCount,
    share_id: project.share_id,
    created_at: project.created_at.toISOString(),
  };
}
