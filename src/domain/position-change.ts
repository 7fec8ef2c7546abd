import { positionOf, type RankResult } from './rank-result.ts';

export type PositionChange = number | 'new' | 'lost' | null;

/**
 * The change of a keyword between an earlier day and today: places gained (positive) or lost
 * (negative); `new` when it entered the top 100, `lost` when it left; null when either day has no
 * trustworthy answer (a failure or no lookup), because a failure is not a position.
 */
export function positionChange(today: RankResult | null | undefined, before: RankResult | null | undefined): PositionChange {
  const known = (r: RankResult | null | undefined) => r?.status === 'ranked' || r?.status === 'not_found';
  if (!known(today) || !known(before)) return null;
  const now = positionOf(today);
  const then = positionOf(before);
  if (now !== null && then !== null) return then - now;
  if (now !== null) return 'new';
  if (then !== null) return 'lost';
  return 0;
}

/** The best (lowest) position among the results; failures and absences do not count. */
export function bestPosition(results: Iterable<RankResult | null | undefined>): number | null {
  let best: number | null = null;
  for (const r of results) {
    const p = positionOf(r);
    if (p !== null && (best === null || p < best)) best = p;
  }
  return best;
}

/** The mean position over keywords found in the top 100, two decimals; null when none is. */
export function averagePosition(results: Iterable<RankResult | null | undefined>): number | null {
  let sum = 0;
  let count = 0;
  for (const r of results) {
    const p = positionOf(r);
    if (p === null) continue;
    sum += p;
    count += 1;
  }
  return count === 0 ? null : Math.round((sum / count) * 100) / 100;
}
