/** The workbench rows of a project's day, built from stored lookups with the domain's rules. */
import type { MonitoringDevice, RankingRow } from '../../src/domain/contracts/monitoring.ts';
import { positionChange } from '../../src/domain/position-change.ts';
import { rankBand } from '../../src/domain/rank-colour.ts';
import { addDays } from '../../src/domain/update-schedule.ts';
import { estimatedClicks } from '../../src/domain/visibility-index.ts';
import type { TrackedKeyword } from './keyword-store.ts';
import { rankResultOf, type PositionRow } from './position-store.ts';

/** The days a rankings answer compares with: the day itself, then 1, 7 and 30 days before. */
export function comparisonDays(day: string): [string, string, string, string] {
  return [day, addDays(day, -1), addDays(day, -7), addDays(day, -30)];
}

function features(text: string): number[] {
  return text === '' ? [] : text.split(',').map(Number).filter(Number.isInteger);
}

export function rankingRows(
  keywords: readonly TrackedKeyword[],
  tags: ReadonlyMap<number, string[]>,
  byDay: ReadonlyMap<string, ReadonlyMap<number, PositionRow>>,
  day: string | null,
  device: MonitoringDevice,
): RankingRow[] {
  const [today, d1, d7, d30] = day === null ? [null, null, null, null] : comparisonDays(day);
  const at = (d: string | null, id: number) => (d === null ? undefined : byDay.get(d)?.get(id));
  return keywords.map((k) => {
    const row = at(today, k.id);
    const result = rankResultOf(row);
    const position = result?.status === 'ranked' ? result.position : null;
    return {
      keyword_id: k.id,
      keyword: k.keyword,
      status: result?.status ?? 'pending',
      position,
      failure_reason: result?.status === 'failed' ? result.reason : null,
      change_1: positionChange(result, rankResultOf(at(d1, k.id))),
      change_7: positionChange(result, rankResultOf(at(d7, k.id))),
      change_30: positionChange(result, rankResultOf(at(d30, k.id))),
      best_position: k.best_position,
      url: row?.url ?? null,
      serp_features: row ? features(row.features) : [],
      volume: k.volume,
      estimated_clicks: estimatedClicks(k.volume, result, device),
      tags: tags.get(k.id) ?? [],
      rank_band: rankBand(position),
      checked_at: row ? row.checked_at.toISOString() : null,
    };
  });
}
