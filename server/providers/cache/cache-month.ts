import type { YearMonth } from '../../../src/domain/month-keys.ts';

/** The month column of the cache tables: `{ year: 2026, month: 3 }` → `2026-03`. */
export function cacheMonth({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The calendar month (UTC) a moment falls in. */
export function calendarMonth(at: Date): YearMonth {
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
}
