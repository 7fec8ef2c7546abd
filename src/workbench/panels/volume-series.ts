/** Chart data of the volume history: one keyword (detail panel) or several side by side (compare chart). */
import type { MonthKey, MonthlyVolume } from '../../domain/keyword-row.ts';
import { addMonths, monthKey, type YearMonth } from '../../domain/month-keys.ts';

export const HISTORY_MONTH_OPTIONS = [12, 24, 48] as const;
export type HistoryMonths = (typeof HISTORY_MONTH_OPTIONS)[number];

export interface VolumePoint {
  key: MonthKey;
  /** Axis label, e.g. `Nov 24`. */
  label: string;
  /** null when the month is missing: a gap in the line, never a drop to 0. */
  count: number | null;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthIndex = (at: YearMonth) => at.year * 12 + (at.month - 1);

/** `Nov 24` for the axis. */
export function shortMonthLabel(at: YearMonth): string {
  return `${MONTH_NAMES[at.month - 1] ?? '?'} ${String(at.year % 100).padStart(2, '0')}`;
}

/** `Nov 2024` for text read out in full. */
export function longMonthLabel(at: YearMonth): string {
  return `${MONTH_NAMES[at.month - 1] ?? '?'} ${at.year}`;
}

/** The latest month of the list, or null for an empty list. */
export function latestMonth(volumes: readonly MonthlyVolume[]): YearMonth | null {
  let best: YearMonth | null = null;
  for (const v of volumes) if (best === null || monthIndex(v) > monthIndex(best)) best = { year: v.year, month: v.month };
  return best;
}

/** The `months` months ending with `last`, oldest first. */
function window(last: YearMonth, months: number): YearMonth[] {
  return Array.from({ length: months }, (_, i) => addMonths(last, i - months + 1));
}

/** Counts by month index; for a month listed twice the later entry wins (a fresher lookup). */
function countsByMonth(volumes: readonly MonthlyVolume[]): Map<number, number | null> {
  const byMonth = new Map<number, number | null>();
  for (const v of volumes) byMonth.set(monthIndex(v), v.count);
  return byMonth;
}

/**
 * Exactly `months` points, oldest first, ending at `latest` or else at the latest month of the list.
 * Choice: an empty list without `latest` has no end month and gives no points.
 */
export function volumeSeries(volumes: readonly MonthlyVolume[], months: HistoryMonths, latest?: YearMonth): VolumePoint[] {
  const last = latest ?? latestMonth(volumes);
  if (last === null) return [];
  const byMonth = countsByMonth(volumes);
  return window(last, months).map((at) => ({ key: monthKey(at.year, at.month), label: shortMonthLabel(at), count: byMonth.get(monthIndex(at)) ?? null }));
}

/** How many of the chart's months the list holds at all (a listed month with a null count counts: it was looked up). */
export function monthsCovered(volumes: readonly MonthlyVolume[], months: HistoryMonths, latest?: YearMonth): number {
  const last = latest ?? latestMonth(volumes);
  if (last === null) return 0;
  const byMonth = countsByMonth(volumes);
  return window(last, months).filter((at) => byMonth.has(monthIndex(at))).length;
}

/** The row's volumes completed by a fetched history; where both name a month, the fetched count wins. */
export function mergeVolumes(own: readonly MonthlyVolume[], fetched: readonly MonthlyVolume[]): MonthlyVolume[] {
  const byMonth = new Map<number, MonthlyVolume>();
  for (const v of [...own, ...fetched]) byMonth.set(monthIndex(v), v);
  return [...byMonth.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
}

/** The data key of the n-th keyword: keywords themselves may hold dots, which recharts reads as paths. */
export type SeriesKey = `s${number}`;
export const seriesKey = (index: number): SeriesKey => `s${index}`;

export interface CompareInput {
  keyword: string;
  volumes: readonly MonthlyVolume[];
}

export interface CompareSeries {
  key: SeriesKey;
  keyword: string;
}

export type ComparePoint = { key: MonthKey; label: string } & { [series: SeriesKey]: number | null };

export interface CompareData {
  series: CompareSeries[];
  /** One object per month, oldest first, with one field per series: recharts' `data`. */
  points: ComparePoint[];
}

/**
 * One shared month axis for several keywords, ending at `latest` or else at the latest month of any of
 * them, so the lines line up; a keyword lacking a month has null there. `max` keywords at most (the rest
 * is ignored: the graph selection keeps the list within it).
 */
export function compareSeries(rows: readonly CompareInput[], months: HistoryMonths, latest?: YearMonth, max = 10): CompareData {
  const used = rows.slice(0, max);
  const series = used.map((row, index) => ({ key: seriesKey(index), keyword: row.keyword }));
  const last = latest ?? latestMonth(used.flatMap((row) => row.volumes));
  if (last === null) return { series, points: [] };
  const counts = used.map((row) => countsByMonth(row.volumes));
  const points = window(last, months).map((at): ComparePoint => {
    const point: ComparePoint = { key: monthKey(at.year, at.month), label: shortMonthLabel(at) };
    counts.forEach((byMonth, index) => {
      point[seriesKey(index)] = byMonth.get(monthIndex(at)) ?? null;
    });
    return point;
  });
  return { series, points };
}
