/** The text a screen reader gets instead of the volume chart's lines. */
import { formatNumber } from '../../domain/number-format.ts';
import { parseMonthKey } from '../../domain/month-keys.ts';
import { longMonthLabel, type VolumePoint } from './volume-series.ts';

/** `Nov 2024` for a point, read out in full. */
export const monthText = (point: Pick<VolumePoint, 'key'>): string => {
  const at = parseMonthKey(point.key);
  return at ? longMonthLabel(at) : point.key;
};

/**
 * `Search volume of glühwein, Dec 2024 to Nov 2025: highest 74.000 in Dec 2024, lowest 1.000 in Jun 2025.`
 * Choice: on a tie the earliest month is named; months without a count are left out of highest and lowest.
 */
export function historySummary(keyword: string, points: readonly VolumePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `Search volume of ${keyword}: no months known.`;
  const head = `Search volume of ${keyword}, ${monthText(first)} to ${monthText(last)}`;
  const known = points.filter((point): point is VolumePoint & { count: number } => point.count !== null);
  const [start] = known;
  if (!start) return `${head}: no volumes known.`;
  let highest = start;
  let lowest = start;
  for (const point of known) {
    if (point.count > highest.count) highest = point;
    if (point.count < lowest.count) lowest = point;
  }
  if (known.length === 1) return `${head}: ${formatNumber(start.count)} in ${monthText(start)}, no other month known.`;
  if (highest.count === lowest.count) return `${head}: ${formatNumber(start.count)} in every month known.`;
  return `${head}: highest ${formatNumber(highest.count)} in ${monthText(highest)}, lowest ${formatNumber(lowest.count)} in ${monthText(lowest)}.`;
}
