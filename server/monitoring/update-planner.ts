/** Which monitoring updates to start: the daily ones that are due, the retries of failed lookups, and one by hand. */
import { sql, type Kysely } from 'kysely';
import { addDays, berlinClock, berlinDay } from '../../src/domain/update-schedule.ts';
import type { Database } from '../db/schema.ts';
import type { ScheduledJob } from '../jobs/job-kind.ts';
import { UPDATE_BATCH_SIZE, type MonitoringUpdatePayload } from '../jobs/kinds/monitoring-update/monitoring-update-payload.ts';
import { chunks } from './keyword-store.ts';

type Db = Kysely<Database>;
export type UpdateJob = ScheduledJob<MonitoringUpdatePayload>;
type Planned = { id: number; company_id: number; domain: string; created_by: number | null };

/** Who a planned job runs for: the project's creator, else any member of the company (the bell is the company's). */
async function runAs(db: Db, project: Planned): Promise<number | undefined> {
  if (project.created_by !== null) return project.created_by;
  const member = await db.selectFrom('memberships').select('user_id').where('company_id', '=', project.company_id).orderBy('user_id').executeTakeFirst();
  return member?.user_id;
}

export async function updateJob(db: Db, project: Planned, keywordIds: readonly number[], day: string, trigger: MonitoringUpdatePayload['trigger'], userId?: number): Promise<UpdateJob | undefined> {
  const user = userId ?? (await runAs(db, project));
  if (user === undefined || keywordIds.length === 0) return undefined;
  const payload: MonitoringUpdatePayload = { project_id: project.id, domain: project.domain, day, keyword_count: keywordIds.length, trigger };
  return { companyId: project.company_id, userId: user, payload, batches: chunks(keywordIds, UPDATE_BATCH_SIZE) };
}

async function allKeywordIds(db: Db, projectId: number): Promise<number[]> {
  return (await db.selectFrom('monitoring_keywords').select('id').where('project_id', '=', projectId).orderBy('keyword').orderBy('id').execute()).map((r) => r.id);
}

/**
 * Claims the projects whose update time has passed on today's Berlin day and that were not planned
 * for it yet. The claim is one UPDATE … WHERE planned_day < today RETURNING: of two instances ticking
 * at once, only one gets each project, so each updates once a day (decision 0030).
 */
export async function claimDueProjects(db: Db, now: Date): Promise<Planned[]> {
  const today = berlinDay(now);
  return db
    .updateTable('monitoring_projects')
    .set({ planned_day: today })
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('planned_day', 'is', null), eb('planned_day', '<', today)]))
    .where('update_time', '<=', berlinClock(now))
    .returning(['id', 'company_id', 'domain', 'created_by'])
    .execute();
}

/** Failed lookups of one project on one day, due for their retry. */
export type DueRetry = { projectId: number; day: string; keywordIds: number[] };

/**
 * Failed lookups whose backoff has run out, claimed by clearing their retry time in the same
 * statement (so again one instance takes each), grouped by project and day. Yesterday's count too:
 * a lookup that failed late in the evening has its retry after midnight, and the retry fills the day
 * it failed on (the new day gets its own update at the project's time).
 */
export async function claimDueRetries(db: Db, now: Date): Promise<DueRetry[]> {
  const rows = await db
    .updateTable('monitoring_positions')
    .set({ next_retry_at: null })
    .where('status', '=', 'failed')
    .where('day', '>=', addDays(berlinDay(now), -1))
    .where('next_retry_at', '<=', now)
    .returning(['keyword_id', 'day'])
    .execute();
  if (rows.length === 0) return [];
  const owners = new Map((await db.selectFrom('monitoring_keywords').select(['id', 'project_id']).where('id', 'in', rows.map((r) => r.keyword_id)).execute()).map((o) => [o.id, o.project_id]));
  const due = new Map<string, DueRetry>();
  for (const row of rows) {
    const projectId = owners.get(row.keyword_id);
    if (projectId === undefined) continue;
    const key = `${projectId}|${row.day}`;
    const entry = due.get(key) ?? { projectId, day: row.day, keywordIds: [] };
    entry.keywordIds.push(row.keyword_id);
    due.set(key, entry);
  }
  return [...due.values()].sort((a, b) => a.projectId - b.projectId || a.day.localeCompare(b.day));
}

/** The schedule's plan at one tick: today's due projects in full, and due retries of failed lookups. */
export async function planMonitoringUpdates(db: Db, tickAt: Date): Promise<UpdateJob[]> {
  const jobs: UpdateJob[] = [];
  const day = berlinDay(tickAt);
  for (const project of await claimDueProjects(db, tickAt)) {
    const job = await updateJob(db, project, await allKeywordIds(db, project.id), day, 'schedule');
    if (job) jobs.push(job);
  }
  const retries = await claimDueRetries(db, tickAt);
  if (retries.length > 0) {
    const projects = await db.selectFrom('monitoring_projects').select(['id', 'company_id', 'domain', 'created_by']).where('id', 'in', retries.map((r) => r.projectId)).where('deleted_at', 'is', null).execute();
    const byId = new Map(projects.map((p) => [p.id, p]));
    for (const retry of retries) {
      const project = byId.get(retry.projectId);
      const job = project && (await updateJob(db, project, [...retry.keywordIds].sort((a, b) => a - b), retry.day, 'retry'));
      if (job) jobs.push(job);
    }
  }
  return jobs;
}

/** Keyword ids for a manual update: all of them, or only those whose lookup failed on the day. */
export async function manualUpdateIds(db: Db, projectId: number, day: string, onlyFailed: boolean): Promise<number[]> {
  if (!onlyFailed) return allKeywordIds(db, projectId);
  const rows = await db
    .selectFrom('monitoring_positions as p')
    .innerJoin('monitoring_keywords as k', 'k.id', 'p.keyword_id')
    .select('k.id')
    .where('k.project_id', '=', projectId)
    .where('p.day', '=', day)
    .where('p.status', '=', 'failed')
    .orderBy('k.keyword')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks the day planned when an update starts by hand or at creation, so the schedule does not repeat it. */
export async function markPlanned(db: Db, projectId: number, day: string): Promise<void> {
  await db.updateTable('monitoring_projects').set({ planned_day: sql<string>`greatest(coalesce(planned_day, ''), ${day})` }).where('id', '=', projectId).execute();
}
