import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MonthlyVolume } from './keyword-row.ts';
import { addMonths, type YearMonth } from './month-keys.ts';
import { changeDirection, formatChange, latestKnownMonth, relativeChange, yearOverYear } from './year-over-year.ts';

/** `counts` for the months ending at `last`, oldest first. */
function history(counts: (number | null)[], last: YearMonth = { year: 2026, month: 10 }): MonthlyVolume[] {
  return counts.map((count, i) => ({ ...addMonths(last, i - counts.length + 1), count }));
}

describe('relativeChange', () => {
  it('is the change relative to the earlier value', () => {
    expect(relativeChange(125, 100)).toBe(0.25);
    expect(relativeChange(50, 100)).toBe(-0.5);
  });
  it('is unknown when a side is missing or the base is 0', () => {
    expect(relativeChange(null, 100)).toBeNull();
    expect(relativeChange(100, null)).toBeNull();
    expect(relativeChange(100, 0)).toBeNull();
    expect(relativeChange(Number.NaN, 10)).toBeNull();
  });
  it('is no change from 0 to 0', () => {
    expect(relativeChange(0, 0)).toBe(0);
  });
});

describe('yearOverYear', () => {
  it('compares the last month with the same month a year before, and 12 months with the 12 before', () => {
    const counts = [...Array<number>(12).fill(100), ...Array<number>(11).fill(150), 200];
    const result = yearOverYear(history(counts));
    expect(result?.month).toEqual({ year: 2026, month: 10 });
    expect(result?.monthChange).toEqual({ current: 200, previous: 100, change: 1 });
    expect(result?.twelveMonthChange).toEqual({ current: 11 * 150 + 200, previous: 1200, change: (1850 - 1200) / 1200 });
  });
  it('treats a missing month as missing, never as zero', () => {
    const counts = [...Array<number>(12).fill(100), ...Array<number>(12).fill(150)];
    counts[3] = null as unknown as number;
    const result = yearOverYear(history(counts));
    expect(result?.monthChange.change).toBe(0.5);
    expect(result?.twelveMonthChange).toEqual({ current: 1800, previous: null, change: null });
  });
  it('does not know the change with less than a year of data', () => {
    const result = yearOverYear(history([10, 20, 30]));
    expect(result?.monthChange).toEqual({ current: 30, previous: null, change: null });
    expect(result?.twelveMonthChange.change).toBeNull();
  });
  it('measures at a given month even when later months exist', () => {
    const result = yearOverYear(history([...Array<number>(12).fill(10), 20, 99]), { year: 2026, month: 9 });
    expect(result?.monthChange).toEqual({ current: 20, previous: 10, change: 1 });
  });
  it('takes the later entry for a month listed twice', () => {
    const volumes = [...history([10, ...Array<number>(12).fill(20)]), { year: 2026, month: 10, count: 40 }];
    expect(yearOverYear(volumes)?.monthChange.current).toBe(40);
  });
  it('has nothing to say about an empty or unknown history', () => {
    expect(yearOverYear([])).toBeNull();
    expect(yearOverYear(history([null, null]))).toBeNull();
  });
  it('never reads a missing month as zero (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(100_000), { nil: null }), { minLength: 24, maxLength: 48 }), fc.nat(23), (counts, hole) => {
        const volumes = history(counts);
        const withHole = history(counts.map((c, i) => (i === counts.length - 1 - hole ? null : c)));
        const last = { year: 2026, month: 10 };
        const result = yearOverYear(withHole, last);
        // the hole lies in one of the two 12-month periods, so their sums are unknown
        expect(result?.twelveMonthChange.change).toBeNull();
        const full = yearOverYear(volumes, last);
        if (full?.twelveMonthChange.current !== null && full?.twelveMonthChange.current !== undefined) {
          expect(full.twelveMonthChange.current).toBe(counts.slice(-12).reduce<number>((s, c) => s + (c ?? 0), 0));
        }
      }),
    );
  });
  it('is antisymmetric in sign: more volume now reads as growth (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (before, now) => {
        const counts = [before, ...Array<number>(11).fill(before), now, ...Array<number>(11).fill(now)];
        const result = yearOverYear(history(counts));
        const change = result?.monthChange.change ?? Number.NaN;
        expect(Math.sign(change)).toBe(Math.sign(now - before));
        expect(result?.twelveMonthChange.change).toBeCloseTo(change, 9);
      }),
    );
  });
});

describe('latestKnownMonth', () => {
  it('skips trailing months without a count', () => {
    expect(latestKnownMonth(history([5, 6, null]))).toEqual({ year: 2026, month: 9 });
  });
});

describe('formatChange', () => {
  it('writes German percentages with a sign', () => {
    expect(formatChange(0.253)).toBe('+25,3 %');
    expect(formatChange(-0.5)).toBe('-50 %');
    expect(formatChange(0)).toBe('0 %');
    expect(formatChange(12.3456)).toBe('+1.234,6 %');
    expect(formatChange(null)).toBe('-');
  });
});

describe('changeDirection', () => {
  it('names the direction', () => {
    expect(changeDirection(0.1)).toBe('up');
    expect(changeDirection(-0.1)).toBe('down');
    expect(changeDirection(0.0001)).toBe('flat');
    expect(changeDirection(null)).toBe('unknown');
  });
});
