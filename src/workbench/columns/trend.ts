/**
 * The trend column: the latest monthly counts of a keyword, their direction (the cell's text for
 * screen readers and exports) and the sparkline the view draws.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { addMonths } from '../../domain/month-keys.ts';

export const TREND_MONTHS = 12;
/** A fitted change of more than a tenth of the average over the window counts as a direction. */
export const TREND_THRESHOLD = 0.1;

export type TrendDirection = 'rising' | 'falling' | 'flat';

const finite = (v: number | null | undefined): number | null => (v === null || v === undefined || !Number.isFinite(v) ? null : v);

/**
 * The `months` consecutive months ending with the newest month of the row's volume list, oldest
 * first; a month missing from the list, or without a count, is null. No volumes → [].
 * Choice: when a month appears twice in the list, the later entry wins.
 */
export function trendPoints(row: KeywordRow, months: number = TREND_MONTHS): (number | null)[] {
  const byIndex = new Map<number, number | null>();
  let newest = Number.NEGATIVE_INFINITY;
  for (const v of row.search_volumes) {
    if (!Number.isInteger(v.year) || !Number.isInteger(v.month) || v.month < 1 || v.month > 12) continue;
    const index = v.year * 12 + v.month - 1;
    byIndex.set(index, finite(v.count));
    newest = Math.max(newest, index);
  }
  if (!Number.isFinite(newest) || months <= 0) return [];
  const last = { year: Math.floor(newest / 12), month: (newest % 12) + 1 };
  const points: (number | null)[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const at = addMonths(last, -back);
    points.push(byIndex.get(at.year * 12 + at.month - 1) ?? null);
  }
  return points;
}

/**
 * The direction of a series by its least-squares line over the known points (x = position in the
 * series, so gaps keep their place): the fitted change from the first to the last known point,
 * relative to the average, beyond ±TREND_THRESHOLD is rising or falling, else flat.
 * Choices: fewer than two known points → null (no direction to tell); negative counts read as 0,
 * as in the seasonality rule; all zeros are flat.
 */
export function trendDirection(points: readonly (number | null)[]): TrendDirection | null {
  const known: { x: number; y: number }[] = [];
  points.forEach((p, x) => {
    const y = finite(p);
    if (y !== null) known.push({ x, y: Math.max(0, y) });
  });
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last || known.length < 2) return null;
  const n = known.length;
  const meanX = known.reduce((s, p) => s + p.x, 0) / n;
  const meanY = known.reduce((s, p) => s + p.y, 0) / n;
  if (meanY === 0) return 'flat';
  let sxy = 0;
  let sxx = 0;
  for (const p of known) {
    sxy += (p.x - meanX) * (p.y - meanY);
    sxx += (p.x - meanX) ** 2;
  }
  // Rounded so that float noise cannot tip a series that sits exactly on the threshold.
  const relative = Math.round((((sxy / sxx) * (last.x - first.x)) / meanY) * 1e9) / 1e9;
  if (relative > TREND_THRESHOLD) return 'rising';
  if (relative < -TREND_THRESHOLD) return 'falling';
  return 'flat';
}

export function trendText(direction: TrendDirection | null): string {
  return direction ?? '-';
}

const coordinate = (v: number): string => String(Math.round(v * 100) / 100 || 0);

/**
 * An SVG path through the points scaled into `width` × `height` (y grows downwards, the highest
 * count at the top). A null point breaks the line; each run starts with `M`. An isolated point is
 * written `M x y L x y`, which a round line cap draws as a dot. All points equal → a middle line.
 * No known point → ''. The path touches the box edges; give the svg a margin or overflow: visible.
 */
export function sparklinePath(points: readonly (number | null)[], width: number, height: number): string {
  const values = points.map(finite);
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return '';
  const min = Math.min(...known);
  const max = Math.max(...known);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const x = (i: number): number => (values.length > 1 ? i * step : width / 2);
  const y = (v: number): number => (max === min ? height / 2 : height - ((v - min) / (max - min)) * height);
  const parts: string[] = [];
  values.forEach((v, i) => {
    if (v === null) return;
    const point = `${coordinate(x(i))} ${coordinate(y(v))}`;
    const previous = i > 0 ? values[i - 1] : null;
    const next = i + 1 < values.length ? values[i + 1] : null;
    if (previous === null || previous === undefined) {
      parts.push(`M${point}`);
      if (next === null || next === undefined) parts.push(`L${point}`);
    } else {
      parts.push(`L${point}`);
    }
  });
  return parts.join('');
}
