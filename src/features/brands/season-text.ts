/** A brand's seasonality (SPEC §9) in words for the index table. */
import type { BrandIndexSeries } from '../../domain/contracts/brands.ts';
import { MISSING } from '../../domain/number-format.ts';
import { monthName, shortMonthName } from '../../workbench/columns/month-names.ts';

export type SeasonOf = BrandIndexSeries['seasonality'];

/**
 * `Seasonal: Nov–Jan, peak Dec`, `Not seasonal, peak Jul` or `-` when nothing is known. The season
 * is the longest run of months above the average, so its first and last month say it all.
 */
export function seasonText(season: SeasonOf): string {
  const peak = season.peak === null ? null : `peak ${shortMonthName(season.peak)}`;
  if (!season.seasonal) return peak === null ? MISSING : `Not seasonal, ${peak}`;
  const months = season.season ?? [];
  const first = months[0];
  const last = months[months.length - 1];
  const run = first === undefined || last === undefined ? null : first === last ? shortMonthName(first) : `${shortMonthName(first)}–${shortMonthName(last)}`;
  return ['Seasonal', [run, peak].filter((part) => part !== null).join(', ')].filter((part) => part !== '').join(': ');
}

/** The same in full words for a screen reader's title (`November to January, peak December`). */
export function seasonTitle(season: SeasonOf): string {
  const months = season.season ?? [];
  const first = months[0];
  const last = months[months.length - 1];
  const run = season.seasonal && first !== undefined && last !== undefined ? `season ${monthName(first)} to ${monthName(last)}` : 'no season';
  return season.peak === null ? run : `${run}, peak ${monthName(season.peak)}`;
}
