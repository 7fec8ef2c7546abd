import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MonthlyVolume } from './keyword-row';
import { seasonality, seasonalityOfSeries, type MonthCount } from './seasonality';

/** Twelve counts for January … December of 2024. */
const year = (counts: number[]): MonthlyVolume[] => counts.map((count, i) => ({ count, month: i + 1, year: 2024 }));
const series = (counts: number[], firstMonth = 1): MonthCount[] =>
  counts.map((count, i) => ({ month: ((firstMonth - 1 + i) % 12) + 1, count }));

describe('seasonality', () => {
  it('finds a summer season and its peak', () => {
    expect(seasonality(year([10, 10, 10, 10, 50, 90, 100, 80, 10, 10, 10, 10]))).toEqual({
      seasonal: true,
      peak: 7,
      season: [5, 6, 7, 8],
    });
  });
  it('wraps the season from December to January', () => {
    expect(seasonality(year([90, 80, 10, 10, 10, 10, 10, 10, 10, 10, 70, 100])).season).toEqual([11, 12, 1, 2]);
  });
  it('is seasonal by spread over 50 % alone', () => {
    // (max - min) / max = 0.6, relative standard deviation ≈ 0.17
    const r = seasonality(year([100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 40]));
    expect(r.seasonal).toBe(true);
    expect(r.season).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
  it('is not seasonal with a small spread, but still has a peak', () => {
    expect(seasonality(year([100, 90, 100, 95, 90, 100, 95, 90, 100, 95, 90, 99]))).toEqual({
      seasonal: false,
      peak: 9,
      season: null,
    });
  });
  it('takes the latest month on a tie for the peak', () => {
    expect(seasonality(year([100, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0])).peak).toBe(4);
  });
  it('gives no peak and no season when all values are equal, zeros included', () => {
    const none = { seasonal: false, peak: null, season: null };
    expect(seasonality(year(Array<number>(12).fill(0)))).toEqual(none);
    expect(seasonality(year(Array<number>(12).fill(7)))).toEqual(none);
    expect(seasonality([])).toEqual(none);
  });
  it('uses the latest 12 months and counts missing months as 0', () => {
    const old: MonthlyVolume[] = [{ count: 1000, month: 1, year: 2023 }];
    const r = seasonality([...old, { count: 100, month: 6, year: 2024 }, { count: null, month: 7, year: 2024 }]);
    expect(r.peak).toBe(6);
    expect(r.season).toEqual([6]);
  });
  it('prefers the run with more volume, then the latest, among equally long runs', () => {
    expect(seasonalityOfSeries(series([0, 100, 0, 0, 0, 90, 0, 0, 0, 0, 0, 0])).season).toEqual([2]);
    expect(seasonalityOfSeries(series([0, 100, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0])).season).toEqual([6]);
  });

  const counts = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 12, maxLength: 12 });
  it('does not change when all values are scaled by a positive factor', () => {
    fc.assert(
      fc.property(counts, fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0.5, 0.25, 0.125)), (c, k) => {
        expect(seasonalityOfSeries(series(c.map((x) => x * k)))).toEqual(seasonalityOfSeries(series(c)));
      }),
    );
  });
  it('rotates the season when the months rotate', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 11 }), (c, start, k) => {
        const shift = (m: number): number => ((m - 1 + k) % 12) + 1;
        const before = seasonalityOfSeries(series(c, start));
        const after = seasonalityOfSeries(series(c, shift(start)));
        expect(after.season).toEqual(before.season?.map(shift) ?? null);
        expect(after.peak).toBe(before.peak === null ? null : shift(before.peak));
      }),
    );
  });
  it('rotates the season with the values when the longest run is unique', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 0, max: 11 }), (c, k) => {
        const base = seasonalityOfSeries(series(c));
        const rotated = [...c.slice(k), ...c.slice(0, k)];
        const r = seasonalityOfSeries(series(rotated));
        const runLengths = (vals: number[]): number[] => {
          const mean = vals.reduce((a, b) => a + b, 0) / 12;
          const starts = vals.map((_, i) => i).filter((i) => vals[i]! > mean && !(vals[(i + 11) % 12]! > mean));
          return starts.map((s) => { let n = 0; while (n < 12 && vals[(s + n) % 12]! > mean) n++; return n; });
        };
        const lengths = runLengths(c);
        fc.pre(lengths.filter((l) => l === Math.max(...lengths)).length === 1);
        expect(r.season).toEqual(base.season?.map((m) => ((m - 1 - k + 12) % 12) + 1) ?? null);
      }),
    );
  });
});
