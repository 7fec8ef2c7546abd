/**
 * Which keywords moved a brand's share of search from one month to the next.
 *
 * With B the brand's volume, O the other brands' and T = B + O, the change of its share s = B / T is
 * exactly   Δs = ΔB·(1 − s₀)/T₁ − s₀·ΔO/T₁.
 * So each own keyword k contributes ΔV_k·(1 − s₀)/T₁ and each competitor keyword j contributes
 * −s₀·ΔV_j/T₁; the contributions add up to the change, with nothing left over to explain.
 */

export interface KeywordMove {
  keyword: string;
  /** Index of the brand the keyword stands for. */
  brand: number;
  /** Count in the earlier month; null (no data) counts as 0, as in the brand's volume sum. */
  before: number | null;
  after: number | null;
}

export interface KeywordContribution extends KeywordMove {
  /** Part of the share change (fraction of points). */
  contribution: number;
}

export interface ShareAttribution {
  shareBefore: number;
  shareAfter: number;
  change: number;
  /** Every keyword's contribution, in input order. */
  contributions: KeywordContribution[];
}

const count = (v: number | null): number => (v !== null && Number.isFinite(v) && v > 0 ? v : 0);

/** The attribution of `brand`'s share change; null when either month has no searches at all. */
export function attributeShareChange(brand: number, moves: readonly KeywordMove[]): ShareAttribution | null {
  let own0 = 0;
  let own1 = 0;
  let total0 = 0;
  let total1 = 0;
  for (const move of moves) {
    total0 += count(move.before);
    total1 += count(move.after);
    if (move.brand === brand) {
      own0 += count(move.before);
      own1 += count(move.after);
    }
  }
  if (total0 <= 0 || total1 <= 0) return null;
  const shareBefore = own0 / total0;
  const shareAfter = own1 / total1;
  const contributions = moves.map((move) => {
    const delta = count(move.after) - count(move.before);
    const contribution = move.brand === brand ? (delta * (1 - shareBefore)) / total1 : (-shareBefore * delta) / total1;
    return { ...move, contribution };
  });
  return { shareBefore, shareAfter, change: shareAfter - shareBefore, contributions };
}

/** The `limit` contributions that moved the share most, in the change's direction first, largest first. */
export function topDrivers(attribution: ShareAttribution, limit: number): KeywordContribution[] {
  const sign = Math.sign(attribution.change) || 1;
  return attribution.contributions
    .filter((c) => c.contribution !== 0)
    .sort((a, b) => {
      const withA = Math.sign(a.contribution) === sign ? 1 : 0;
      const withB = Math.sign(b.contribution) === sign ? 1 : 0;
      return withB - withA || Math.abs(b.contribution) - Math.abs(a.contribution) || a.keyword.localeCompare(b.keyword);
    })
    .slice(0, limit);
}

/** Months where a brand's share moved by at least this much (one percentage point) count as gain or loss. */
export const MOVEMENT_THRESHOLD = 0.01;

export interface ShareMove {
  /** Index of the later month. */
  month: number;
  change: number;
}

/**
 * The months (index of the later month) where the share changed by at least `threshold` against the
 * month before, largest change first. A pair with a missing month is skipped: no data is no movement.
 */
export function shareMoves(shares: readonly (number | null)[], threshold: number = MOVEMENT_THRESHOLD): ShareMove[] {
  const moves: ShareMove[] = [];
  for (let m = 1; m < shares.length; m++) {
    const before = shares[m - 1];
    const after = shares[m];
    if (before === null || before === undefined || after === null || after === undefined) continue;
    const change = after - before;
    if (Math.abs(change) >= threshold) moves.push({ month: m, change });
  }
  return moves.sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || b.month - a.month);
}
