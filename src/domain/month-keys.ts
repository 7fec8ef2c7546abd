/** Month keys of the monthly volume fields (SPEC §3, §9). */
import type { MonthKey } from './keyword-row';

export const DEFAULT_HISTORY_MONTHS = 12;
export const ADS_BUILD_HISTORY_MONTHS = 48;

export interface YearMonth {
  year: number;
  /** Calendar month 1–12. */
  month: number;
}

/** `{ year: 2024, month: 11 }` → `202411`. */
export function monthKey(year: number, month: number): MonthKey {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`invalid year ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`invalid month ${month}`);
  return `${year}${String(month).padStart(2, '0')}` as MonthKey;
}

/** `202411` → `{ year: 2024, month: 11 }`; anything else → null. */
export function parseMonthKey(key: string): YearMonth | null {
  const match = /^(\d{4})(\d{2})$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** The month `delta` months after (or before, when negative) the given one. */
export function addMonths(at: YearMonth, delta: number): YearMonth {
  const index = at.year * 12 + (at.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The keys of the latest `n` months before `actualDate`.
 * Choice: the `actual_date` month itself is excluded (its data is incomplete) and the list runs
 * oldest first, so it can feed a chart directly.
 */
export function latestMonthKeys(actualDate: YearMonth, n: number = DEFAULT_HISTORY_MONTHS): MonthKey[] {
  const keys: MonthKey[] = [];
  for (let back = n; back >= 1; back--) {
    const at = addMonths(actualDate, -back);
    keys.push(monthKey(at.year, at.month));
  }
  return keys;
}
