import { isKnown, positionOf, type RankResult } from './rank-result.ts';

export type MoverInput = { keyword_id: number; keyword: string; today: RankResult | null; before: RankResult | null };
export type Mover = { keyword_id: number; keyword: string; from: number | null; to: number | null; change: number };

/** Not in the top 100 weighs as position 101, so entering at 5 is a gain of 96. */
const OUTSIDE = 101;

/**
 * Winners (largest gain first) and losers (largest loss first), at most `limit` each. Only keywords
 * with a trustworthy answer on both days take part; a failure is never read as a drop. Ties go by
 * keyword, so the lists are stable.
 */
export function rankMovers(rows: readonly MoverInput[], limit: number): { winners: Mover[]; losers: Mover[] } {
  const moves: Mover[] = [];
  for (const row of rows) {
    if (!isKnown(row.today) || !isKnown(row.before)) continue;
    const to = positionOf(row.today);
    const from = positionOf(row.before);
    const change = (from ?? OUTSIDE) - (to ?? OUTSIDE);
    if (change !== 0) moves.push({ keyword_id: row.keyword_id, keyword: row.keyword, from, to, change });
  }
  const byKeyword = (a: Mover, b: Mover) => a.keyword.localeCompare(b.keyword, 'de') || a.keyword_id - b.keyword_id;
  const winners = moves.filter((m) => m.change > 0).sort((a, b) => b.change - a.change || byKeyword(a, b));
  const losers = moves.filter((m) => m.change < 0).sort((a, b) => a.change - b.change || byKeyword(a, b));
  return { winners: winners.slice(0, Math.max(0, limit)), losers: losers.slice(0, Math.max(0, limit)) };
}
