import { formatCpcRange } from '../../domain/cpc.ts';
import type { KeywordRow, MonthlyVolume } from '../../domain/keyword-row.ts';
import { formatNumber, MISSING } from '../../domain/number-format.ts';
import { serpFeatureById } from '../../domain/serp-features.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const monthName = (month: number): string => MONTHS[month - 1] ?? MISSING;

/** The latest 12 months of a row, oldest first, for the trend cell. */
export function lastTwelveMonths(volumes: readonly MonthlyVolume[]): MonthlyVolume[] {
  return [...volumes].sort((a, b) => a.year - b.year || a.month - b.month).slice(-12);
}

export function trendLabel(volumes: readonly MonthlyVolume[]): string {
  const months = lastTwelveMonths(volumes);
  if (months.length === 0) return 'No monthly volumes';
  return months.map((v) => `${monthName(v.month)} ${v.year}: ${formatNumber(v.count)}`).join(', ');
}

export function serpFeatureNames(ids: readonly number[] | null): string[] {
  return (ids ?? []).map((id) => serpFeatureById(id)?.value.replaceAll('_', ' ') ?? `feature ${id}`);
}

/** The text of each plain column of the result table, in SPEC §3 formats. */
export function keywordCells(row: KeywordRow, rateUsdToEur: number) {
  return {
    avgsv: formatNumber(row.avgsv),
    annualsv: formatNumber(row.annualsv),
    competition: formatNumber(row.adwords_competition),
    cpc: formatCpcRange(row.adwords_cpc_low, row.adwords_cpc_high, rateUsdToEur),
    difficulty: row.keyword_difficulty?.text ?? MISSING,
    categories: row.categories ?? MISSING,
    peak: row.peak === null ? MISSING : monthName(row.peak),
    season: row.season === null || row.season.length === 0 ? MISSING : row.season.map(monthName).join(', '),
  };
}
