/** A dashboard as the /brands cards (and every answer about one dashboard) show it. */
import type { DashboardCard, DashboardStatus } from '../../src/domain/contracts/brands.ts';
import { NO_CREDITS_LEFT, NO_CREDITS_LEFT_MESSAGE } from '../../src/domain/contracts/notifications.ts';
import { leaderOf } from '../../src/domain/share-of-search.ts';
import { batchProgress } from '../notifications/job-messages.ts';
import type { RunState } from './brand-runs.ts';
import type { BrandRow, DashboardRow, SnapshotRow } from './brand-store.ts';

export const SPARKLINE_MONTHS = 12;
export const NO_RUN_YET = 'No index has been computed yet; refresh the dashboard to start one.';

function statusOf(state: RunState, snapshot: SnapshotRow | undefined): DashboardStatus {
  if (state.status !== null) return state.status;
  return snapshot ? 'done' : 'failed';
}

/** `errorCode`: the code the run's bell entry carries (`no_credits_left` gets its own text). */
export function dashboardCard(row: DashboardRow, brands: readonly BrandRow[], state: RunState, snapshot: SnapshotRow | undefined, errorCode: string | null): DashboardCard {
  const status = statusOf(state, snapshot);
  const index = snapshot?.result;
  const lastMonth = index ? index.months.length - 1 : -1;
  const leaderIndex = index && lastMonth >= 0 ? leaderOf(index.brands.map((b) => b.shares), lastMonth) : null;
  const leader = leaderIndex === null ? undefined : index?.brands[leaderIndex];
  const leaderShare = leader?.shares[lastMonth];
  const failed = status === 'failed' || status === 'interrupted';
  let error: string | null = null;
  if (failed) error = errorCode === NO_CREDITS_LEFT ? NO_CREDITS_LEFT_MESSAGE : (state.error ?? (state.status === null ? NO_RUN_YET : 'The index run stopped; refresh the dashboard to finish it.'));
  return {
    id: row.id,
    listname: row.listname,
    name: row.name,
    location: row.location,
    language: row.language,
    brands: brands.map((b) => ({ id: b.id, name: b.name, position: b.position, keyword_count: b.keyword_count })),
    status,
    progress: status === 'done' ? 100 : batchProgress(state.doneBatches, state.totalBatches),
    job_id: state.run !== null && !state.run.startsWith('claim:') ? state.run : null,
    error,
    error_code: failed ? errorCode : null,
    month: index?.months[lastMonth] ?? null,
    leader: leader && leaderShare !== null && leaderShare !== undefined ? { brand_id: leader.brand_id, name: leader.name, share: leaderShare } : null,
    leader_share_change: leader?.share_change ?? null,
    sparkline: index && leader ? index.months.slice(-SPARKLINE_MONTHS).map((month, i, all) => ({ month, share: leader.shares[index.months.length - all.length + i] ?? null })) : [],
    refreshed_at: snapshot ? snapshot.refreshed_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
