/**
 * One keyword's daily lookup as the monitoring suite keeps it. A failure is its own state: it is never
 * a position and never "not ranking" (SerpBear #272), so no computation below may read it as either.
 */

export type RankResult =
  | { status: 'ranked'; position: number }
  | { status: 'not_found' }
  | { status: 'failed'; reason: string }
  | { status: 'pending' };

/** The organic position, or null for every other state. */
export function positionOf(result: RankResult | null | undefined): number | null {
  return result?.status === 'ranked' ? result.position : null;
}

/** Whether the day has a trustworthy answer: a position or a confirmed absence from the top 100. */
export function isKnown(result: RankResult | null | undefined): result is Extract<RankResult, { status: 'ranked' | 'not_found' }> {
  return result?.status === 'ranked' || result?.status === 'not_found';
}
