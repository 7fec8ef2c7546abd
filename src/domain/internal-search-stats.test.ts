import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './internal-search-values.ts';
import { isContentGap, periodEndingOn, periodHalves, searchTrend } from './internal-search-stats.ts';

describe('periods', () => {
  it('the default period is the 90 days ending on the last day', () => {
    expect(periodEndingOn('2026-11-24')).toEqual({ from: '2026-08-27', to: '2026-11-24' });
  });

  it('halves a period; the later half takes the odd day; one day has no earlier half', () => {
    expect(periodHalves({ from: '2026-11-01', to: '2026-11-03' })).toEqual({
      earlier: { from: '2026-11-01', to: '2026-11-01' },
      later: { from: '2026-11-02', to: '2026-11-03' },
    });
    expect(periodHalves({ from: '2026-11-01', to: '2026-11-01' }).earlier).toBeNull();
  });

  it('the halves cover the period without gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 800 }), (days) => {
        const period = { from: '2025-01-15', to: addDays('2025-01-15', days - 1) };
        const { earlier, later } = periodHalves(period);
        if (earlier === null) return false;
        expect(earlier.from).toBe(period.from);
        expect(addDays(earlier.to, 1)).toBe(later.from);
        expect(later.to).toBe(period.to);
        const e = daysBetween(earlier.from, earlier.to);
        const l = daysBetween(later.from, later.to);
        return e + l === days && (l === e || l === e + 1);
      }),
    );
  });
});

describe('searchTrend', () => {
  it('compares searches per day of the halves in percent', () => {
    expect(searchTrend(10, 10, 20, 10)).toBe(100);
    expect(searchTrend(20, 10, 10, 10)).toBe(-50);
    expect(searchTrend(10, 5, 12, 6)).toBe(0);
    expect(searchTrend(0, 10, 5, 10)).toBeNull();
  });

  it('never falls below -100 %, is 0 for equal rates and has the sign of the change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 400 }), (earlier, later, days) => {
        const trend = searchTrend(earlier, days, later, days);
        expect(trend).not.toBeNull();
        expect(trend ?? 0).toBeGreaterThanOrEqual(-100);
        expect(Math.sign(trend ?? 0)).toBe(Math.sign(Math.round(((later - earlier) / earlier) * 1000)));
      }),
    );
  });
});

describe('isContentGap', () => {
  it('is a gap when searched on the site and on Google and the domain is not in the top 10', () => {
    expect(isContentGap({ searches: 5, volume: 1000, position: null })).toBe(true);
    expect(isContentGap({ searches: 5, volume: 1000, position: 11 })).toBe(true);
    expect(isContentGap({ searches: 5, volume: 1000, position: 10 })).toBe(false);
    expect(isContentGap({ searches: 5, volume: 0, position: null })).toBe(false);
    expect(isContentGap({ searches: 5, volume: null, position: null })).toBe(false);
    expect(isContentGap({ searches: 0, volume: 1000, position: null })).toBe(false);
  });

  it('a top-10 position is never a gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.option(fc.integer({ min: 0, max: 1e7 })), fc.integer({ min: 1, max: 10 }), (searches, volume, position) =>
        !isContentGap({ searches, volume, position }),
      ),
    );
  });
});
