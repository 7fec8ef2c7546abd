import type { Kysely } from 'kysely';
import { claimRun, isActive, runJob, runState } from '../../../brands/brand-runs.ts';
import type { Database } from '../../../db/schema.ts';
import type { JobKindSchedule, ScheduledJob } from '../../job-kind.ts';
import type { BrandIndexPayload } from './brand-index-payload.ts';

/**
 * The monthly refresh: 04:00 UTC on the 2nd, when the provider has the past month's volumes. BullMQ
 * keeps one scheduler for all instances; the in-process runner a timer (decision 0027).
 */
export const MONTHLY_REFRESH = { cron: '0 4 2 * *' } as const;

const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/**
 * A dashboard this young is left to its own create, which starts its run a moment after the insert.
 * Planned by a tick in that moment, the create found the schedule's claim and answered "already
 * running" with no batches yet (seen in the cluster suite, whose ticks fire every second).
 */
export const NEW_DASHBOARD_GRACE_MS = 60_000;

/** Who a scheduled run is on behalf of: the dashboard's creator, else the company's first member. */
async function ownerOf(db: Kysely<Database>, companyId: number, createdBy: number | null): Promise<number | null> {
  if (createdBy !== null) return createdBy;
  const member = await db.selectFrom('memberships').select('user_id').where('company_id', '=', companyId).orderBy('user_id').executeTakeFirst();
  return member?.user_id ?? null;
}

/**
 * The runs of one tick: every dashboard not yet refreshed in the tick's month, without a run under
 * way, and older than NEW_DASHBOARD_GRACE_MS. Each is claimed first, so a second planner (another instance, a late duplicate tick)
 * plans nothing for it.
 */
export async function planMonthlyRuns(db: Kysely<Database>, tickAt: Date): Promise<ScheduledJob<BrandIndexPayload>[]> {
  const since = monthStart(tickAt);
  const rows = await db
    .selectFrom('brand_dashboards as d')
    .leftJoin('brand_index_results as r', 'r.dashboard_id', 'd.id')
    .selectAll('d')
    .where('d.deleted_at', 'is', null)
    .where('d.created_at', '<', new Date(tickAt.getTime() - NEW_DASHBOARD_GRACE_MS))
    .where((eb) => eb.or([eb('r.refreshed_at', 'is', null), eb('r.refreshed_at', '<', since)]))
    .orderBy('d.id')
    .execute();
  const planned: ScheduledJob<BrandIndexPayload>[] = [];
  for (const row of rows) {
    const state = await runState(db, row, tickAt);
    if (isActive(state) || (state.status !== null && state.updatedAt !== null && state.updatedAt >= since)) continue;
    const userId = await ownerOf(db, row.company_id, row.created_by);
    if (userId === null) continue;
    const claim = await claimRun(db, row);
    if (claim === null) continue;
    const job = await runJob(db, row, userId, claim);
    if (job) planned.push({ companyId: job.companyId, userId: job.userId, payload: job.payload, batches: job.batches });
  }
  return planned;
}

export const brandIndexSchedule: JobKindSchedule<BrandIndexPayload> = {
  when: MONTHLY_REFRESH,
  plan: ({ db }, tickAt) => planMonthlyRuns(db, tickAt),
};
