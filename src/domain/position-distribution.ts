import type { RankResult } from './rank-result.ts';

export type PositionDistribution = {
  top_3: number;
  top_4_10: number;
  top_11_20: number;
  top_21_100: number;
  not_found: number;
  /** Failed lookups are counted apart: neither a position nor "not found". Pending ones are left out. */
  failed: number;
};

export function emptyDistribution(): PositionDistribution {
  return { top_3: 0, top_4_10: 0, top_11_20: 0, top_21_100: 0, not_found: 0, failed: 0 };
}

/** How many keywords sit in top 3, 4–10, 11–20, 21–100, were not found, or failed on one day. */
export function positionDistribution(results: Iterable<RankResult | null | undefined>): PositionDistribution {
  const d = emptyDistribution();
  for (const r of results) {
    if (!r || r.status === 'pending') continue;
    if (r.status === 'failed') d.failed += 1;
    else if (r.status === 'not_found' || r.position > 100) d.not_found += 1;
    else if (r.position <= 3) d.top_3 += 1;
    else if (r.position <= 10) d.top_4_10 += 1;
    else if (r.position <= 20) d.top_11_20 += 1;
    else d.top_21_100 += 1;
  }
  return d;
}
