/**
 * The cells of a site search log (Google Analytics 4, Matomo and spreadsheet exports): the count of
 * searches and the day, in the German and English spellings those tools write.
 */

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A count above this is a broken cell, not a day of site searches (and stays inside an int column). */
export const MAX_DAILY_COUNT = 100_000_000;

/** ISO days from this one on: older logs are not site search data anyone exports. */
export const EARLIEST_DAY = '2000-01-01';

/**
 * `1234`, `1.234` and `1 234` (German), `1,234` (English) are 1234.
 * Choice: counts are whole numbers, so a `.` or `,` followed by exactly three digits is a thousands
 * mark in both languages; `1,5` or `1.5` is refused as not a whole count rather than guessed at, and
 * `12,0` / `12.00` (spreadsheets that wrote a decimal) are read as 12.
 */
export function parseSearchCount(cell: string): CellResult<number> {
  const text = cell.trim().replace(/[\u00a0\u202f' ]/gu, '');
  if (text === '') return { ok: false, reason: 'the count is empty' };
  let digits: string | null = null;
  if (/^\d+$/u.test(text)) digits = text;
  else if (/^\d{1,3}(\.\d{3})+$/u.test(text) || /^\d{1,3}(,\d{3})+$/u.test(text)) digits = text.replace(/[.,]/gu, '');
  else if (/^\d+[.,]0+$/u.test(text)) digits = text.replace(/[.,]0+$/u, '');
  if (digits === null) {
    return { ok: false, reason: /^-/u.test(text) ? `the count "${cell.trim()}" is negative` : `the count "${cell.trim()}" is not a whole number` };
  }
  const value = Number(digits);
  if (value === 0) return { ok: false, reason: 'the count is 0' };
  if (value > MAX_DAILY_COUNT) return { ok: false, reason: `the count ${digits} is larger than ${MAX_DAILY_COUNT.toLocaleString('de-DE')}` };
  return { ok: true, value };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The ISO day `YYYY-MM-DD` when year, month and day name a real calendar day, else null. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const DATE_FORMATS: readonly { pattern: RegExp; order: readonly ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }[] = [
  { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/u, order: ['y', 'm', 'd'] },
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/u, order: ['d', 'm', 'y'] },
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u, order: ['m', 'd', 'y'] },
  // GA4 writes the Date dimension as YYYYMMDD.
  { pattern: /^(\d{4})(\d{2})(\d{2})$/u, order: ['y', 'm', 'd'] },
];

/**
 * `24.11.2026` (German), `2026-11-24` (ISO, a time after it ignored), `11/24/2026` (US, month
 * first, as GA and Matomo write English dates) and `20261124` (GA4's Date dimension) → `2026-11-24`.
 * Choice: a slash date is always month first; `24/11/2026` is refused (no month 24) rather than
 * swapped, since a log mixing both orders cannot be read safely.
 */
export function parseSearchDay(cell: string, latest: string): CellResult<string> {
  const text = cell.trim();
  if (text === '') return { ok: false, reason: 'the date is empty' };
  for (const { pattern, order } of DATE_FORMATS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const parts = { y: 0, m: 0, d: 0 };
    order.forEach((key, index) => {
      parts[key] = Number(match[index + 1]);
    });
    const day = isoDay(parts.y, parts.m, parts.d);
    if (day === null) return { ok: false, reason: `the date "${text}" is not a calendar day` };
    if (day < EARLIEST_DAY) return { ok: false, reason: `the date ${text} is before ${EARLIEST_DAY}` };
    if (day > latest) return { ok: false, reason: `the date ${text} lies in the future` };
    return { ok: true, value: day };
  }
  return { ok: false, reason: `the date "${text}" is not written 24.11.2026, 2026-11-24 or 11/24/2026` };
}

/** The UTC day of an instant as `YYYY-MM-DD`. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` after an ISO day (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Days from `from` to `to`, both counted: 2026-11-01 … 2026-11-30 is 30. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `2026-11-24` → `24.11.2026`, the German way the screens write a day. */
export function germanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
