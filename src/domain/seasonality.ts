/** Seasonality, season and peak month over the latest 12 months (SPEC §9). */
import type { MonthlyVolume } from './keyword-row';
import { addMonths } from './month-keys';

export const SEASONALITY_MONTHS = 12;
export const SPREAD_THRESHOLD = 0.5;
export const RSD_THRESHOLD = 0.25;

export interface MonthCount {
  /** Calendar month 1–12. */
  month: number;
  count: number;
}

export interface Seasonality {
  seasonal: boolean;
  /** Calendar month 1–12 with the highest volume; null when all values are equal. */
  peak: number | null;
  /** Calendar months of the longest run above the average, in run order; null when not seasonal. */
  season: number[] | null;
}

const NONE: Seasonality = { seasonal: false, peak: null, season: null };

interface Run {
  start: number;
  length: number;
  sum: number;
  latest: number;
}

/** Circular runs of indices whose flag is set; `flags` must contain at least one false. */
function circularRuns(flags: readonly boolean[], values: readonly number[]): Run[] {
  const n = flags.length;
  const firstOff = flags.indexOf(false);
  const runs: Run[] = [];
  let current: Run | null = null;
  for (let step = 1; step <= n; step++) {
    const i = (firstOff + step) % n;
    if (flags[i]) {
      current ??= { start: i, length: 0, sum: 0, latest: -1 };
      current.length += 1;
      current.sum += values[i] ?? 0;
      current.latest = Math.max(current.latest, i);
    } else if (current) {
      runs.push(current);
      current = null;
    }
  }
  return runs;
}

/**
 * The core rule over consecutive months, oldest first (the run wraps from the last month to the first,
 * i.e. December to January).
 * Choices: a season is only reported for a seasonal keyword; among equally long runs the one with the
 * larger volume wins, then the one ending latest; negative counts are treated as 0.
 */
export function seasonalityOfSeries(series: readonly MonthCount[]): Seasonality {
  const raw = series.map((m) => Math.max(0, m.count));
  const max = Math.max(...raw);
  if (raw.length === 0 || raw.every((c) => c === raw[0])) return NONE;
  // Dividing by the maximum first makes the result exactly independent of the scale.
  const values = raw.map((c) => c / max);
  const min = Math.min(...values);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  const seasonal = 1 - min > SPREAD_THRESHOLD || Math.sqrt(variance) / mean > RSD_THRESHOLD;
  const peakIndex = values.lastIndexOf(1);
  const peak = series[peakIndex]?.month ?? null;
  if (!seasonal) return { seasonal, peak, season: null };
  const runs = circularRuns(values.map((v) => v > mean), values);
  let best: Run | undefined;
  for (const run of runs) {
    if (
      !best ||
      run.length > best.length ||
      (run.length === best.length && (run.sum > best.sum || (run.sum === best.sum && run.latest > best.latest)))
    ) {
      best = run;
    }
  }
  const season = best
    ? Array.from({ length: best.length }, (_, k) => series[(best.start + k) % series.length]?.month ?? 0)
    : null;
  return { seasonal, peak, season };
}

/**
 * Seasonality of a keyword from its volume list.
 * Choice: the 12 months ending with the latest month in the list are used; a month missing from
 * the list, or with a null count, counts as 0; an empty list gives no peak and no season.
 */
export function seasonality(volumes: readonly MonthlyVolume[]): Seasonality {
  if (volumes.length === 0) return NONE;
  const byKey = new Map<number, number>();
  let latest = -Infinity;
  for (const v of volumes) {
    const key = v.year * 12 + (v.month - 1);
    byKey.set(key, v.count ?? 0);
    latest = Math.max(latest, key);
  }
  const last = { year: Math.floor(latest / 12), month: (latest % 12) + 1 };
  const series: MonthCount[] = [];
  for (let back = SEASONALITY_MONTHS - 1; back >= 0; back--) {
    const at = addMonths(last, -back);
    series.push({ month: at.month, count: byKey.get(at.year * 12 + at.month - 1) ?? 0 });
  }
  return seasonalityOfSeries(series);
}
