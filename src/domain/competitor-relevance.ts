/** Competitor relevance from ranking positions (SPEC §9). */

export const MISSING_POSITION = 100;
export const NO_POSITIONS = 1000;

/**
 * min(100, 1.12 × (100 − average position)); a missing position counts as 100; no positions → 1000.
 * Choice: NaN counts as missing like null and undefined.
 */
export function competitorRelevance(positions: readonly (number | null | undefined)[]): number {
  if (positions.length === 0) return NO_POSITIONS;
  const sum = positions.reduce<number>(
    (acc, p) => acc + (p === null || p === undefined || Number.isNaN(p) ? MISSING_POSITION : p),
    0,
  );
  return Math.min(100, 1.12 * (100 - sum / positions.length));
}
