/**
 * What the routes and the schedule do with a dashboard beyond single queries: start (or resume) its
 * run without ever starting two, turn a finished run into the stored index, and build its card.
 */
import { compactMetricsSchema, expandMetrics } from '../../src/domain/compact-metrics.ts';
import type { BrandJobStartResponse, DashboardCard } from '../../src/domain/contracts/brands.ts';
import type { Database } from '../db/schema.ts';
import type { JobPort } from '../jobs/job-port.ts';
import type { Kysely } from 'kysely';
import { buildSnapshot } from './brand-index-snapshot.ts';
import { dashboardCard } from './brand-cards.ts';
import { bindRun, claimRun, isActive, isClaim, releaseRun, runJob, runState, type RunState } from './brand-runs.ts';
import { brandsOf, dashboardById, keywordsOf, saveSnapshot, snapshotsOf, type DashboardRow, type SnapshotRow } from './brand-store.ts';
import { HttpError } from '../http/errors.ts';

type Deps = { db: Kysely<Database>; jobs: JobPort };

function answer(row: DashboardRow, state: RunState, keywordCount: number, alreadyRunning: boolean): BrandJobStartResponse {
  return { listname: row.listname, job_id: state.run ?? '', total_batches: Math.max(1, state.totalBatches), keyword_count: Math.max(1, keywordCount), already_running: alreadyRunning };
}

/**
 * Starts an index run of the dashboard; a run already queued or running is answered instead, and a
 * failed or interrupted one is resumed (its finished batches are kept, not looked up again).
 */
export async function startRun({ db, jobs }: Deps, row: DashboardRow, userId: number): Promise<BrandJobStartResponse> {
  const state = await runState(db, row);
  const keywordCount = (await keywordsOf(db, row.company_id, row.id)).length;
  if (isActive(state)) return answer(row, state, keywordCount, true);
  if (state.run !== null && !isClaim(state.run) && (state.status === 'failed' || state.status === 'interrupted')) {
    await jobs.resume(state.run);
    return answer(row, await runState(db, row), keywordCount, false);
  }
  const claim = await claimRun(db, row);
  if (claim === null) {
    // Another starter won the race a moment ago: answer its run.
    const now = (await dashboardById(db, row.id)) ?? row;
    return answer(now, await runState(db, now), keywordCount, true);
  }
  const job = await runJob(db, row, userId, claim);
  if (!job) {
    await releaseRun(db, row, claim);
    throw new HttpError(400, { error: 'bad_request', field: 'listname', message: `listname: the dashboard ${row.listname} has no keywords to look up.` });
  }
  let jobId: string;
  try {
    jobId = await jobs.enqueue(job);
  } catch (error) {
    await releaseRun(db, row, claim);
    throw error;
  }
  await bindRun(db, row.id, claim, jobId);
  return { listname: row.listname, job_id: jobId, total_batches: job.batches.length, keyword_count: job.payload.keyword_count, already_running: false };
}

/** The stored index of a finished run, computed and stored now when the newest finished run is not stored yet. */
async function currentSnapshot({ db, jobs }: Deps, row: DashboardRow, state: RunState, stored: SnapshotRow | undefined): Promise<SnapshotRow | undefined> {
  if (state.status !== 'done' || state.run === null || stored?.job_id === state.run) return stored;
  const items = await jobs.results(state.run);
  const metrics = items.map((item) => expandMetrics(compactMetricsSchema.parse(item)));
  const brands = await brandsOf(db, row.company_id, [row.id]);
  const keywords = new Map((await keywordsOf(db, row.company_id, row.id)).map((k) => [k.keyword, k.brand_id]));
  const snapshot = buildSnapshot(brands, keywords, metrics);
  const refreshedAt = state.updatedAt ?? new Date();
  await saveSnapshot(db, row.company_id, row.id, state.run, snapshot, refreshedAt);
  return { dashboard_id: row.id, job_id: state.run, month: snapshot.months[snapshot.months.length - 1] ?? null, result: snapshot, refreshed_at: refreshedAt };
}

async function errorCodeOf(db: Kysely<Database>, companyId: number, run: string | null): Promise<string | null> {
  if (run === null) return null;
  const row = await db.selectFrom('notifications').select('entry').where('company_id', '=', companyId).where('id', '=', run).executeTakeFirst();
  return row?.entry.code ?? null;
}

export type DashboardView = { row: DashboardRow; card: DashboardCard; snapshot: SnapshotRow | undefined };

/** The views of the dashboards (one company's), in the order given. */
export async function dashboardViews(deps: Deps, rows: readonly DashboardRow[]): Promise<DashboardView[]> {
  const first = rows[0];
  if (!first) return [];
  const ids = rows.map((r) => r.id);
  const brands = await brandsOf(deps.db, first.company_id, ids);
  const stored = new Map((await snapshotsOf(deps.db, first.company_id, ids)).map((s) => [s.dashboard_id, s]));
  const views: DashboardView[] = [];
  for (const row of rows) {
    const state = await runState(deps.db, row);
    const snapshot = await currentSnapshot(deps, row, state, stored.get(row.id));
    const failed = state.status === 'failed' || state.status === 'interrupted';
    const code = failed ? await errorCodeOf(deps.db, row.company_id, state.run) : null;
    views.push({ row, snapshot, card: dashboardCard(row, brands.filter((b) => b.dashboard_id === row.id), state, snapshot, code) });
  }
  return views;
}

export async function dashboardView(deps: Deps, row: DashboardRow): Promise<DashboardView> {
  const [view] = await dashboardViews(deps, [row]);
  if (!view) throw new Error(`no view of dashboard ${row.id}`);
  return view;
}
