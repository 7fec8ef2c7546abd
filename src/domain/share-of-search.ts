/**
 * Share of search (Les Binet): a brand's searches divided by the searches for all brands of its
 * market, month by month. A month without data is missing (null), never zero: a zero would read as
 * "nobody searched" and drag every chart and average down.
 */
import type { MonthlyVolume } from './keyword-row.ts';
import { addMonths, monthKey, type YearMonth } from './month-keys.ts';
import type { MonthKey } from './keyword-row.ts';

export interface ShareOfSearch {
  /** Sum of the known brand volumes per month; null when no brand has data that month. */
  totals: (number | null)[];
  /** shares[brand][month]: fraction 0–1; null when the brand or the whole month has no data, or nobody searched. */
  shares: (number | null)[][];
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Shares per month from each brand's volumes (`volumes[brand][month]`, all of one length).
 * Choices: a brand without data in a month gets no share and does not count in that month's total
 * (the known brands' shares still sum to 1); a month whose known volumes are all 0 has a total of 0
 * and no shares, because a share of nothing is undefined.
 */
export function shareOfSearch(volumes: readonly (readonly (number | null)[])[]): ShareOfSearch {
  const monthCount = Math.max(0, ...volumes.map((v) => v.length));
  const totals: (number | null)[] = [];
  const shares: (number | null)[][] = volumes.map(() => []);
  for (let m = 0; m < monthCount; m++) {
    let total: number | null = null;
    for (const brand of volumes) {
      const v = brand[m];
      if (known(v)) total = (total ?? 0) + v;
    }
    totals.push(total);
    volumes.forEach((brand, b) => {
      const v = brand[m];
      shares[b]?.push(known(v) && total !== null && total > 0 ? v / total : null);
    });
  }
  return { totals, shares };
}

function monthIndex(at: YearMonth): number {
  return at.year * 12 + (at.month - 1);
}

/**
 * A brand's volume per month: the sum of its keywords' known counts. Null when none of its keywords
 * has a count that month (missing), so one keyword the provider skipped does not hide the brand.
 */
export function brandMonthlyVolumes(keywordSeries: readonly (readonly MonthlyVolume[])[], months: readonly YearMonth[]): (number | null)[] {
  const sums = new Map<number, number>();
  for (const series of keywordSeries) {
    for (const v of series) {
      if (known(v.count)) sums.set(monthIndex(v), (sums.get(monthIndex(v)) ?? 0) + v.count);
    }
  }
  return months.map((at) => sums.get(monthIndex(at)) ?? null);
}

/**
 * The months of an index: up to `n` months ending with the newest month any keyword has a count for,
 * oldest first. Empty when no keyword has any count.
 */
export function indexMonths(keywordSeries: readonly (readonly MonthlyVolume[])[], n: number): YearMonth[] {
  let latest: number | null = null;
  for (const series of keywordSeries) {
    for (const v of series) if (known(v.count)) latest = latest === null ? monthIndex(v) : Math.max(latest, monthIndex(v));
  }
  if (latest === null || n <= 0) return [];
  const last = { year: Math.floor(latest / 12), month: (latest % 12) + 1 };
  return Array.from({ length: n }, (_, i) => addMonths(last, i - n + 1));
}

export const monthKeyOf = (at: YearMonth): MonthKey => monthKey(at.year, at.month);

/** The share in the last month minus the share 12 months before it (fraction of points); null when either is missing. */
export function shareChangeOverYear(shares: readonly (number | null)[]): number | null {
  const last = shares.length - 1;
  const now = shares[last];
  const before = shares[last - 12];
  if (last < 12 || now === null || now === undefined || before === null || before === undefined) return null;
  return now - before;
}

/** The brand (index) with the largest share in the month, or null when no brand has one; ties go to the first. */
export function leaderOf(shares: readonly (readonly (number | null)[])[], month: number): number | null {
  let best: number | null = null;
  shares.forEach((brand, b) => {
    const s = brand[month];
    if (s === null || s === undefined) return;
    const bestShare = best === null ? null : shares[best]?.[month];
    if (best === null || bestShare === null || bestShare === undefined || s > bestShare) best = b;
  });
  return best;
}
