import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow, type MonthlyVolume } from '../../domain/keyword-row.ts';
import { sparklinePath, trendDirection, trendPoints, trendText } from './trend.ts';

const rowWith = (search_volumes: MonthlyVolume[]): KeywordRow => ({ ...emptyKeywordRow('k'), search_volumes });
const series = (counts: (number | null)[], start = { year: 2024, month: 1 }): MonthlyVolume[] =>
  counts.map((count, i) => {
    const index = start.year * 12 + start.month - 1 + i;
    return { count, year: Math.floor(index / 12), month: (index % 12) + 1 };
  });

describe('trendPoints', () => {
  it('gives the latest 12 months oldest first, across a year boundary', () => {
    const counts = Array.from({ length: 15 }, (_, i) => i * 10);
    expect(trendPoints(rowWith(series(counts, { year: 2023, month: 11 })))).toEqual(counts.slice(3));
  });

  it('fills months missing from the list, or without a count, with null and ignores the list order', () => {
    const volumes = [
      { year: 2024, month: 12, count: 5 },
      { year: 2024, month: 10, count: null },
      { year: 2024, month: 9, count: 3 },
    ];
    expect(trendPoints(rowWith(volumes), 4)).toEqual([3, null, null, 5]);
  });

  it('is empty without volumes and pads short histories at the start', () => {
    expect(trendPoints(rowWith([]))).toEqual([]);
    expect(trendPoints(rowWith(series([1, 2])))).toEqual([...Array<null>(10).fill(null), 1, 2]);
    expect(trendPoints(rowWith(series([1, 2])), 0)).toEqual([]);
  });

  it('always has the asked length and ends with the newest month', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(1000)), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 24 }), (counts, months) => {
        const points = trendPoints(rowWith(series(counts)), months);
        expect(points).toHaveLength(months);
        expect(points.at(-1)).toBe(counts.at(-1));
      }),
    );
  });
});

describe('trendDirection', () => {
  it('tells rising, falling and flat series apart', () => {
    expect(trendDirection([10, 20, 30, 40])).toBe('rising');
    expect(trendDirection([40, 30, 20, 10])).toBe('falling');
    expect(trendDirection([100, 101, 99, 100])).toBe('flat');
    expect(trendDirection([0, 0, 0])).toBe('flat');
    expect(trendDirection([null, 10, null, 30])).toBe('rising');
  });

  it('has no direction with fewer than two known points', () => {
    expect(trendDirection([])).toBeNull();
    expect(trendDirection([5])).toBeNull();
    expect(trendDirection([null, 5, null, Number.NaN])).toBeNull();
    expect(trendText(null)).toBe('-');
    expect(trendText('rising')).toBe('rising');
  });

  const pointsArb = fc.array(fc.option(fc.integer({ min: 0, max: 100_000 })), { minLength: 2, maxLength: 12 });

  it('does not depend on the scale', () => {
    fc.assert(
      fc.property(pointsArb, fc.integer({ min: 2, max: 1000 }), (points, factor) => {
        expect(trendDirection(points.map((p) => (p === null ? null : p * factor)))).toBe(trendDirection(points));
      }),
    );
  });

  it('turns round when the series is read backwards', () => {
    const flip = { rising: 'falling', falling: 'rising', flat: 'flat' } as const;
    fc.assert(
      fc.property(pointsArb, (points) => {
        const forward = trendDirection(points);
        const backward = trendDirection([...points].reverse());
        expect(backward).toBe(forward === null ? null : flip[forward]);
      }),
    );
  });

  it('calls a constant series flat', () => {
    fc.assert(fc.property(fc.nat(), fc.integer({ min: 2, max: 12 }), (v, n) => {
      expect(trendDirection(Array<number>(n).fill(v))).toBe('flat');
    }));
  });
});

/** The commands of a path as [command, x, y]. */
function commands(path: string): [string, number, number][] {
  return [...path.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/gu)].map((m) => [m[1] ?? '', Number(m[2]), Number(m[3])]);
}

describe('sparklinePath', () => {
  it('scales the points into the box, the highest at the top', () => {
    expect(sparklinePath([0, 5, 10], 100, 20)).toBe('M0 20L50 10L100 0');
  });

  it('breaks the line at gaps and draws an isolated point as a dot', () => {
    expect(sparklinePath([1, null, 3, 2], 30, 10)).toBe('M0 10L0 10M20 0L30 5');
  });

  it('draws equal values as a middle line, one point in the middle and nothing without points', () => {
    expect(sparklinePath([4, 4], 10, 10)).toBe('M0 5L10 5');
    expect(sparklinePath([7], 10, 10)).toBe('M5 5L5 5');
    expect(sparklinePath([], 10, 10)).toBe('');
    expect(sparklinePath([null, null], 10, 10)).toBe('');
  });

  it('stays in the box, starts one run per stretch of known points and visits every known point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 1_000_000 })), { maxLength: 24 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 200 }),
        (points, width, height) => {
          const parsed = commands(sparklinePath(points, width, height));
          for (const [, x, y] of parsed) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(width);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(y).toBeLessThanOrEqual(height);
          }
          const runs = points.filter((p, i) => p !== null && (i === 0 || points[i - 1] === null)).length;
          const isolated = points.filter((p, i) => p !== null && (i === 0 || points[i - 1] === null) && (i === points.length - 1 || points[i + 1] === null)).length;
          expect(parsed.filter(([c]) => c === 'M')).toHaveLength(runs);
          expect(parsed).toHaveLength(points.filter((p) => p !== null).length + isolated);
        },
      ),
    );
  });
});

describe('trendDirection on the threshold', () => {
  it('keeps a change of exactly a tenth of the average flat, at any scale and in both directions', () => {
    for (const factor of [1, 3, 7, 1000]) {
      expect(trendDirection([19 * factor, 21 * factor])).toBe('flat');
      expect(trendDirection([21 * factor, 19 * factor])).toBe('flat');
    }
  });
});
