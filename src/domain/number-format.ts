/** German number formats of SPEC §9. */

export const MISSING = '-';

export type Decimals = 0 | 2;

const formatters: Record<Decimals, Intl.NumberFormat> = {
  0: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }),
  2: new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
const shortFormatter = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** `null`, `undefined` and `NaN` are the missing values; infinities count as missing too. */
export function isMissing(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined || !Number.isFinite(value);
}

/** `1234567` → `1.234.567`; `0.5` with 2 decimals → `0,50`; a missing value → `-`. */
export function formatNumber(value: number | null | undefined, decimals: Decimals = 0): string {
  if (isMissing(value)) return MISSING;
  return formatters[decimals].format(value);
}

/** `3` → `3 keywords`, `1` → `1 keyword`, `1200` → `1.200 keywords`: a count with its noun. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/**
 * Short form: below 1.000 the plain integer, then K for thousands and M for millions.
 * Choice: one decimal at most, rounded half away from zero, a trailing `,0` dropped;
 * a value that rounds to 1.000K is shown as 1M.
 */
export function formatShort(value: number | null | undefined): string {
  if (isMissing(value)) return MISSING;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const roundedK = Math.round(abs / 100) / 10;
  if (Math.round(abs) < 1000) return sign + formatters[0].format(Math.round(abs));
  if (roundedK < 1000) return `${sign}${shortFormatter.format(roundedK)}K`;
  const roundedM = Math.round(abs / 100_000) / 10;
  return `${sign}${shortFormatter.format(roundedM)}M`;
}
