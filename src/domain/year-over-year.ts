/**
 * Year-over-year change of a keyword's monthly search volume (Questions, historical volume).
 * A month the provider did not answer is missing, never zero: a change that needs it is unknown.
 */
import type { MonthlyVolume } from './keyword-row.ts';
import { addMonths, type YearMonth } from './month-keys.ts';

export interface PeriodChange {
  /** Volume of the newer period; null when a month of it is missing. */
  current: number | null;
  /** Volume of the same period a year before; null when a month of it is missing. */
  previous: number | null;
  /** (current − previous) / previous, e.g. 0.25 for +25 %; null when it cannot be known. */
  change: number | null;
}

export interface YearOverYear {
  /** The newest complete month the change is measured at. */
  month: YearMonth;
  /** That month against the same month a year before. */
  monthChange: PeriodChange;
  /** The 12 months up to that month against the 12 months before them. */
  twelveMonthChange: PeriodChange;
}

const monthIndex = (at: YearMonth) => at.year * 12 + (at.month - 1);

/** Counts by month index; for a month listed twice the later entry wins (a fresher lookup). */
function countsByMonth(volumes: readonly MonthlyVolume[]): Map<number, number | null> {
  const byMonth = new Map<number, number | null>();
  for (const v of volumes) byMonth.set(monthIndex(v), Number.isFinite(v.count) ? v.count : null);
  return byMonth;
}

/** The latest month the list names with a known count, or null when none has one. */
export function latestKnownMonth(volumes: readonly MonthlyVolume[]): YearMonth | null {
  let best: YearMonth | null = null;
  for (const [index, count] of countsByMonth(volumes)) {
    if (count === null) continue;
    if (best === null || index > monthIndex(best)) best = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  }
  return best;
}

/**
 * The relative change from `previous` to `current`.
 * Choice: a change from 0 has no base and is unknown (null), except 0 → 0, which is no change.
 */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/** The sum of `months` months ending at `last`; null as soon as one of them is missing. */
function periodSum(byMonth: ReadonlyMap<number, number | null>, last: YearMonth, months: number): number | null {
  let sum = 0;
  for (let back = 0; back < months; back++) {
    const count = byMonth.get(monthIndex(addMonths(last, -back)));
    if (count === null || count === undefined) return null;
    sum += count;
  }
  return sum;
}

function periodChange(byMonth: ReadonlyMap<number, number | null>, last: YearMonth, months: number): PeriodChange {
  const current = periodSum(byMonth, last, months);
  const previous = periodSum(byMonth, addMonths(last, -12), months);
  return { current, previous, change: relativeChange(current, previous) };
}

/**
 * The change at `lastMonth` (by default the latest month with a known count, which the provider
 * answers as the last complete month). Null when the list has no known month at all.
 */
export function yearOverYear(volumes: readonly MonthlyVolume[], lastMonth?: YearMonth): YearOverYear | null {
  const month = lastMonth ?? latestKnownMonth(volumes);
  if (month === null) return null;
  const byMonth = countsByMonth(volumes);
  return { month, monthChange: periodChange(byMonth, month, 1), twelveMonthChange: periodChange(byMonth, month, 12) };
}

const percentFormat = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** `0.253` → `+25,3 %`, `-0.5` → `-50 %`, `0` → `0 %`; an unknown change → `-` (SPEC §9 missing value). */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return '-';
  // Intl writes a non-breaking space before %; a plain one reads the same and matches typed text.
  return percentFormat.format(change).replace(/\u00a0/gu, ' ').replace('\u2212', '-');
}

/** The direction a change reads as, for colour and for words a screen reader says. */
export function changeDirection(change: number | null): 'up' | 'down' | 'flat' | 'unknown' {
  if (change === null || !Number.isFinite(change)) return 'unknown';
  if (Math.abs(change) < 0.0005) return 'flat';
  return change > 0 ? 'up' : 'down';
}
