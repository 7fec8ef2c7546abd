/**
 * What the Internal Searches screens compute from the stored counts: the period, the trend of a
 * term inside it, and the content gap (searched on the site, searched on Google, the domain not on
 * Google's first page).
 */
import { addDays, daysBetween } from './internal-search-values.ts';

/** The first page of Google: a domain ranking below it has a content gap for a term with volume. */
export const FIRST_PAGE = 10;
/** The period the screens show when none is chosen: the last 90 days of the log. */
export const DEFAULT_PERIOD_DAYS = 90;
/** The longest period one call reads. */
export const MAX_PERIOD_DAYS = 731;

export interface Period {
  readonly from: string;
  readonly to: string;
}

/** The `days` days that end on `lastDay`. */
export function periodEndingOn(lastDay: string, days: number = DEFAULT_PERIOD_DAYS): Period {
  return { from: addDays(lastDay, 1 - days), to: lastDay };
}

/**
 * The earlier and later half of a period; with an odd number of days the later half has the extra
 * day. A one-day period has no earlier half (null).
 */
export function periodHalves(period: Period): { earlier: Period | null; later: Period } {
  const days = daysBetween(period.from, period.to);
  const earlierDays = Math.floor(days / 2);
  if (earlierDays === 0) return { earlier: null, later: period };
  const earlierEnd = addDays(period.from, earlierDays - 1);
  return { earlier: { from: period.from, to: earlierEnd }, later: { from: addDays(earlierEnd, 1), to: period.to } };
}

/**
 * The trend of a term in percent: its searches per day in the later half against the earlier half.
 * Choice: per day, so an odd period's longer later half does not count as growth; null when the
 * earlier half had no searches (the term is new, not "infinitely" up).
 */
export function searchTrend(earlier: number, earlierDays: number, later: number, laterDays: number): number | null {
  if (earlier <= 0 || earlierDays <= 0 || laterDays <= 0) return null;
  const before = earlier / earlierDays;
  const after = later / laterDays;
  return Math.round(((after - before) / before) * 1000) / 10;
}

export interface GapInput {
  readonly searches: number;
  /** Google's average monthly volume; null when unknown. */
  readonly volume: number | null;
  /** The domain's best Google position; null when it does not rank. */
  readonly position: number | null;
}

/** Searched on the site, searched on Google, and the domain not in Google's top 10: content to write. */
export function isContentGap({ searches, volume, position }: GapInput): boolean {
  return searches > 0 && volume !== null && volume > 0 && (position === null || position > FIRST_PAGE);
}
