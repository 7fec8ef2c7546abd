/**
 * The numbers a monitoring project's columns sort by (decision 0040). The table shows text ("+3",
 * "new in top 100", "Lookup failed"); a rank tracker user sorts by what the text means. Null means
 * "no number": not in the top 100, a failed lookup or none yet, which the table sorts after every
 * position in both directions (src/domain/sorting.ts `compareNumbers`).
 */

/** Entering the top 100 counts as climbing from position 101. */
export const OUTSIDE_TOP_100 = 101;
/** Leaving it counts as the largest loss: the previous position is not part of the row. */
export const LEFT_TOP_100 = -100;

export type RankState = 'ranked' | 'not_found' | 'failed' | 'pending';
export type Change = number | 'new' | 'lost' | null;

/** A position only for a ranked lookup; never for a failure (SerpBear #272). */
export function positionSortKey(status: RankState, position: number | null): number | null {
  return status === 'ranked' && position !== null ? position : null;
}

/** Places gained (+) or lost (−); "new" as the climb from outside the top 100 to `position`. */
export function changeSortKey(change: Change, position: number | null): number | null {
  if (change === null) return null;
  if (change === 'lost') return LEFT_TOP_100;
  if (change === 'new') return position === null ? null : OUTSIDE_TOP_100 - position;
  return change;
}
