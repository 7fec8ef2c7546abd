import { keywordRowFromMetrics } from '../../../../src/domain/keyword-metrics-row.ts';
import { monthKey } from '../../../../src/domain/month-keys.ts';
import { lastCompleteMonth } from '../../../keywords/keyword-rows.ts';
import { setVolumes, trackedKeywords, type TrackedKeyword } from '../../../monitoring/keyword-store.ts';
import { positionWrite } from '../../../monitoring/lookup-outcome.ts';
import { positionsOnDays, recomputeVisibility, refreshBestPositions, savePositions } from '../../../monitoring/position-store.ts';
import { findProject, type ProjectRecord } from '../../../monitoring/project-store.ts';
import { rankTrackerFor } from '../../../monitoring/rank-tracker-for.ts';
import { isProviderError } from '../../../providers/errors.ts';
import type { RankCheckOutcome, RankCheckRequest } from '../../../providers/ports.ts';
import type { JobServices } from '../../job-kind.ts';
import type { BatchContext, BatchResult } from '../../job-port.ts';
import type { MonitoringUpdatePayload } from './monitoring-update-payload.ts';

function keywordIds(batch: unknown[]): number[] {
  return batch.map((item, index) => {
    if (typeof item !== 'number' || !Number.isInteger(item)) throw new Error(`item ${index + 1} of the batch is no keyword id`);
    return item;
  });
}

/** Volumes are refreshed when the month turns: the visibility weighs positions by them. */
async function refreshVolumes(services: JobServices, project: ProjectRecord, keywords: TrackedKeyword[], signal: AbortSignal): Promise<void> {
  const last = lastCompleteMonth(new Date());
  const month = String(monthKey(last.year, last.month));
  const stale = keywords.filter((k) => k.volume_month !== month);
  if (stale.length === 0) return;
  const metrics = await services.keywordMetrics({ keywords: stale.map((k) => k.keyword), location: project.location, language: project.language, signal });
  const volumes = stale.map((k, i) => ({ id: k.id, volume: metrics[i] ? keywordRowFromMetrics(metrics[i]).avgsv : null }));
  await setVolumes(services.db, volumes, month);
  for (const v of volumes) {
    const k = keywords.find((x) => x.id === v.id);
    if (k) k.volume = v.volume;
  }
}

/**
 * One batch of a project's update: looks every keyword up once (a retryable failure gets one more
 * immediate try; later ones follow the backoff of lookup-outcome.ts), stores one row per keyword for
 * the day, keeps best positions and the day's visibility in step. A call that fails as a whole is
 * stored as a failure of each keyword with its reason and then passed on, so the runner retries it
 * (or the job fails and the bell says so).
 */
export function monitoringUpdateHandler(services: JobServices) {
  const { db, providers } = services;
  return async (batch: unknown[], ctx: BatchContext, payload: MonitoringUpdatePayload): Promise<BatchResult> => {
    const project = await findProject(db, ctx.companyId, payload.project_id);
    // Deleted since it was planned: nothing to look up.
    if (!project) return { items: [] };
    const keywords = await trackedKeywords(db, project.id, keywordIds(batch));
    if (keywords.length === 0) return { items: [] };
    await refreshVolumes(services, project, keywords, ctx.signal);
    const before = (await positionsOnDays(db, project.id, [payload.day])).get(payload.day);
    const track = [project.domain, ...project.competitors];
    const requests: RankCheckRequest[] = keywords.map((k) => ({ keyword: k.keyword, device: project.device, location: project.location, language: project.language, day: payload.day, track }));
    const now = new Date();
    const attemptsOf = (id: number) => (before?.get(id)?.attempts ?? 0) + 1;
    const tracker = await rankTrackerFor(db, providers.rankTracking, ctx.companyId, project.domain);
    let outcomes: RankCheckOutcome[];
    try {
      outcomes = await tracker.rankCheck(requests, ctx.signal);
      const again = outcomes.flatMap((o, i) => (!o.ok && o.retryable ? [i] : []));
      if (again.length > 0) {
        const second = await tracker.rankCheck(again.map((i) => requests[i] as RankCheckRequest), ctx.signal);
        again.forEach((index, j) => {
          const o = second[j];
          if (o) outcomes[index] = o;
        });
      }
    } catch (error) {
      const reason = isProviderError(error) || error instanceof Error ? error.message : 'the rank lookup failed';
      const retryable = isProviderError(error) ? error.retryable : true;
      const failed = keywords.map((k) => positionWrite({ keyword: k.keyword, ok: false, reason, retryable }, { keywordId: k.id, attempts: attemptsOf(k.id) }, project.domain, project.competitors, payload.day, now));
      await savePositions(db, failed);
      await recomputeVisibility(db, project, payload.day);
      throw error;
    }
    const rows = keywords.map((k, i) => {
      const outcome = outcomes[i] ?? { keyword: k.keyword, ok: false as const, reason: 'the provider gave no answer for this keyword', retryable: true };
      return positionWrite(outcome, { keywordId: k.id, attempts: attemptsOf(k.id) }, project.domain, project.competitors, payload.day, now);
    });
    await savePositions(db, rows);
    await refreshBestPositions(db, keywords.map((k) => k.id));
    await recomputeVisibility(db, project, payload.day);
    const failed = rows.flatMap((r, i) => (r.status === 'failed' ? [{ item: keywords[i]?.keyword ?? '', reason: r.reason ?? '' }] : []));
    return { items: rows.map((r) => ({ keyword_id: r.keyword_id, status: r.status, position: r.position })), failed };
  };
}
