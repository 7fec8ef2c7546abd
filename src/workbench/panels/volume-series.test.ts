import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MonthlyVolume } from '../../domain/keyword-row.ts';
import { addMonths } from '../../domain/month-keys.ts';
import { historySummary } from './history-summary.ts';
import { compareSeries, HISTORY_MONTH_OPTIONS, mergeVolumes, monthsCovered, volumeSeries } from './volume-series.ts';

const v = (year: number, month: number, count: number | null): MonthlyVolume => ({ year, month, count });

describe('volumeSeries', () => {
  it('gives exactly the asked months, oldest first, ending at the latest month of the list', () => {
    const points = volumeSeries([v(2025, 11, 500), v(2025, 1, 100), v(2024, 12, 74_000)], 12);
    expect(points).toHaveLength(12);
    expect(points[0]).toEqual({ key: '202412', label: 'Dec 24', count: 74_000 });
    expect(points[1]).toEqual({ key: '202501', label: 'Jan 25', count: 100 });
    expect(points[2]).toEqual({ key: '202502', label: 'Feb 25', count: null });
    expect(points[11]).toEqual({ key: '202511', label: 'Nov 25', count: 500 });
  });
  it('ends at the given latest month, and leaves months outside the window out', () => {
    const points = volumeSeries([v(2025, 11, 500), v(2023, 1, 9)], 24, { year: 2025, month: 10 });
    expect(points.map((p) => p.key).slice(-2)).toEqual(['202509', '202510']);
    expect(points.every((p) => p.count === null)).toBe(true);
  });
  it('has no points for an empty list without a latest month', () => {
    expect(volumeSeries([], 12)).toEqual([]);
    expect(volumeSeries([], 48, { year: 2025, month: 3 })).toHaveLength(48);
  });
  it('any list: exactly `months` consecutive points, each count taken from the list or null', () => {
    const volume = fc.record({ year: fc.integer({ min: 2019, max: 2026 }), month: fc.integer({ min: 1, max: 12 }), count: fc.option(fc.nat(1e6)) });
    fc.assert(
      fc.property(fc.array(volume, { minLength: 1, maxLength: 40 }), fc.constantFrom(...HISTORY_MONTH_OPTIONS), (volumes, months) => {
        const points = volumeSeries(volumes, months);
        expect(points).toHaveLength(months);
        const latest = [...volumes].sort((a, b) => b.year - a.year || b.month - a.month)[0];
        expect(points[months - 1]?.key).toBe(`${latest?.year}${String(latest?.month).padStart(2, '0')}`);
        points.forEach((point, i) => {
          if (i > 0) {
            const previous = points[i - 1];
            const next = previous && addMonths({ year: Number(previous.key.slice(0, 4)), month: Number(previous.key.slice(4)) }, 1);
            expect(point.key).toBe(`${next?.year}${String(next?.month).padStart(2, '0')}`);
          }
          const listed = volumes.filter((m) => `${m.year}${String(m.month).padStart(2, '0')}` === point.key);
          expect(point.count).toBe(listed.length === 0 ? null : (listed[listed.length - 1]?.count ?? null));
        });
      }),
    );
  });
});

describe('monthsCovered and mergeVolumes', () => {
  it('counts listed months, even without a count', () => {
    expect(monthsCovered([v(2025, 11, 5), v(2025, 10, null), v(2023, 1, 3)], 12)).toBe(2);
    expect(monthsCovered([], 12)).toBe(0);
  });
  it('completes the row with the fetched months, the fetched count winning, sorted', () => {
    expect(mergeVolumes([v(2025, 11, 5), v(2025, 10, null)], [v(2025, 10, 7), v(2024, 1, 1)])).toEqual([v(2024, 1, 1), v(2025, 10, 7), v(2025, 11, 5)]);
  });
});

describe('compareSeries', () => {
  it('puts every keyword on one month axis ending at the latest month of any', () => {
    const data = compareSeries(
      [
        { keyword: 'glühwein', volumes: [v(2025, 11, 10), v(2025, 10, 20)] },
        { keyword: 'punsch.de', volumes: [v(2025, 10, 3)] },
      ],
      12,
    );
    expect(data.series).toEqual([
      { key: 's0', keyword: 'glühwein' },
      { key: 's1', keyword: 'punsch.de' },
    ]);
    expect(data.points).toHaveLength(12);
    expect(data.points[11]).toEqual({ key: '202511', label: 'Nov 25', s0: 10, s1: null });
    expect(data.points[10]).toEqual({ key: '202510', label: 'Oct 25', s0: 20, s1: 3 });
  });
  it('takes at most the maximum of keywords and has no points without any month', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ keyword: `k${i}`, volumes: [] }));
    const data = compareSeries(rows, 24);
    expect(data.series).toHaveLength(10);
    expect(data.points).toEqual([]);
  });
});

describe('historySummary', () => {
  it('names the range, the highest and the lowest month in German numbers', () => {
    const points = volumeSeries([v(2024, 12, 74_000), v(2025, 6, 1_000), ...[1, 2, 3, 4, 5, 7, 8, 9, 10, 11].map((m) => v(2025, m, 5_000))], 12);
    expect(historySummary('glühwein', points)).toBe('Search volume of glühwein, Dec 2024 to Nov 2025: highest 74.000 in Dec 2024, lowest 1.000 in Jun 2025.');
  });
  it('says so when nothing, one month or only equal counts are known', () => {
    expect(historySummary('x', [])).toBe('Search volume of x: no months known.');
    expect(historySummary('x', volumeSeries([v(2025, 1, null)], 12))).toBe('Search volume of x, Feb 2024 to Jan 2025: no volumes known.');
    expect(historySummary('x', volumeSeries([v(2025, 1, 1234)], 12))).toBe('Search volume of x, Feb 2024 to Jan 2025: 1.234 in Jan 2025, no other month known.');
    expect(historySummary('x', volumeSeries([v(2025, 1, 7), v(2024, 12, 7)], 12))).toBe('Search volume of x, Feb 2024 to Jan 2025: 7 in every month known.');
  });
});
