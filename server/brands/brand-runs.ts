/**
 * Starting index runs of a dashboard, never two at once (issue 18). A run is first claimed: the
 * dashboard's `current_run` is changed from the value read to a fresh `claim:…` in one conditional
 * update, which only one of two racing starters (routes, schedules, server instances) can win. The
 * job then replaces the claim with its id, at once when a route enqueued it, or on its first batch
 * when a schedule did (a schedule's jobs are enqueued by the runner after the plan returns).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import { BRAND_INDEX_JOB_KIND } from '../../src/domain/contracts/brands.ts';
import type { Database, JobStatus } from '../db/schema.ts';
import type { NewJob } from '../jobs/job-port.ts';
import type { BrandIndexPayload } from '../jobs/kinds/brand-index/brand-index-payload.ts';
import { brandsOf, keywordsOf, type Db, type DashboardRow } from './brand-store.ts';

export const CLAIM_PREFIX = 'claim:';
/** A claim whose job never appeared (the process died between claim and enqueue) stops blocking after this. */
export const STALE_CLAIM_MS = 60 * 60 * 1000;

export const isClaim = (run: string | null): run is string => run !== null && run.startsWith(CLAIM_PREFIX);

export type RunState = { run: string | null; status: JobStatus | null; doneBatches: number; totalBatches: number; error: string | null; updatedAt: Date | null };

/** Where the dashboard's newest run stands; a fresh claim reads as queued. */
export async function runState(db: Db, row: DashboardRow, now: Date = new Date()): Promise<RunState> {
  const run = row.current_run;
  const none: RunState = { run, status: null, doneBatches: 0, totalBatches: 0, error: null, updatedAt: null };
  if (run === null) return none;
  if (isClaim(run)) {
    const fresh = row.run_claimed_at !== null && now.getTime() - row.run_claimed_at.getTime() < STALE_CLAIM_MS;
    return fresh ? { ...none, status: 'queued' } : none;
  }
  const job = await db.selectFrom('jobs').select(['status', 'done_batches', 'total_batches', 'error', 'updated_at']).where('id', '=', run).where('company_id', '=', row.company_id).executeTakeFirst();
  if (!job) return none;
  return { run, status: job.status, doneBatches: job.done_batches, totalBatches: job.total_batches, error: job.error, updatedAt: job.updated_at };
}

export const isActive = (state: RunState) => state.status === 'queued' || state.status === 'running';

/** Takes the run of the dashboard if nobody changed it since `row` was read; the claim, or null when another starter won. */
export async function claimRun(db: Kysely<Database>, row: DashboardRow): Promise<string | null> {
  const claim = `${CLAIM_PREFIX}${randomUUID()}`;
  const updated = await db
    .updateTable('brand_dashboards')
    .set({ current_run: claim, run_claimed_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('company_id', '=', row.company_id)
    .where(sql<boolean>`current_run is not distinct from ${row.current_run}`)
    .returning('id')
    .executeTakeFirst();
  return updated ? claim : null;
}

/** Replaces the claim with the job's id; a no-op once bound (or when a newer claim took over). */
export async function bindRun(db: Db, dashboardId: number, claim: string, jobId: string): Promise<void> {
  await db.updateTable('brand_dashboards').set({ current_run: jobId }).where('id', '=', dashboardId).where('current_run', '=', claim).execute();
}

/** Gives a claim back when its job could not be enqueued. */
export async function releaseRun(db: Db, row: DashboardRow, claim: string): Promise<void> {
  await db.updateTable('brand_dashboards').set({ current_run: row.current_run, run_claimed_at: row.run_claimed_at }).where('id', '=', row.id).where('current_run', '=', claim).execute();
}

/** The job of one run: every keyword of the dashboard in batches of 700 (SPEC §7, §9). Null without keywords. */
export async function runJob(db: Db, row: DashboardRow, userId: number, claim: string): Promise<(NewJob & { payload: BrandIndexPayload }) | null> {
  const keywords = (await keywordsOf(db, row.company_id, row.id)).map((k) => k.keyword);
  if (keywords.length === 0) return null;
  const brands = await brandsOf(db, row.company_id, [row.id]);
  const payload: BrandIndexPayload = {
    dashboard_id: row.id,
    listname: row.listname,
    name: row.name,
    location: row.location,
    language: row.language,
    keyword_count: keywords.length,
    brand_count: brands.length,
    claim,
  };
  return { kind: BRAND_INDEX_JOB_KIND, companyId: row.company_id, userId, payload, batches: splitIntoBatches(keywords) };
}
