/** English month names for the column titles and cells (the interface text is English). */
import { MISSING } from '../../domain/number-format.ts';
import { parseMonthKey } from '../../domain/month-keys.ts';

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Calendar month 1–12 → `November`; anything else → `-`. */
export function monthName(month: number): string {
  return (Number.isInteger(month) && MONTH_NAMES[month - 1]) || MISSING;
}

/** Calendar month 1–12 → `Nov`; anything else → `-`. */
export function shortMonthName(month: number): string {
  const name = monthName(month);
  return name === MISSING ? name : name.slice(0, 3);
}

/** `202411` → `Nov 2024`; a key that is not a month is returned as it is. */
export function monthKeyTitle(key: string): string {
  const at = parseMonthKey(key);
  return at ? `${shortMonthName(at.month)} ${at.year}` : key;
}
