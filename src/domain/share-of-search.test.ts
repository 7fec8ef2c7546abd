import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MonthlyVolume } from './keyword-row.ts';
import { brandMonthlyVolumes, indexMonths, leaderOf, monthKeyOf, shareChangeOverYear, shareOfSearch } from './share-of-search.ts';

const volume = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });

describe('shareOfSearch', () => {
  it('divides each brand by all brands of the month', () => {
    const { totals, shares } = shareOfSearch([
      [300, 100],
      [100, 100],
    ]);
    expect(totals).toEqual([400, 200]);
    expect(shares).toEqual([
      [0.75, 0.5],
      [0.25, 0.5],
    ]);
  });
  it('keeps a month without data missing, not zero', () => {
    const { totals, shares } = shareOfSearch([
      [null, 10],
      [null, 30],
    ]);
    expect(totals[0]).toBeNull();
    expect(shares.map((s) => s[0])).toEqual([null, null]);
    expect(shares.map((s) => s[1])).toEqual([0.25, 0.75]);
  });
  it('gives a brand without data no share and leaves it out of the total', () => {
    const { totals, shares } = shareOfSearch([[50], [null], [150]]);
    expect(totals).toEqual([200]);
    expect(shares).toEqual([[0.25], [null], [0.75]]);
  });
  it('has no shares in a month nobody searched', () => {
    const { totals, shares } = shareOfSearch([[0], [0]]);
    expect(totals).toEqual([0]);
    expect(shares).toEqual([[null], [null]]);
  });
  it('property: the shares of a month sum to 1 whenever a brand has volume, and are missing otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }).chain((months) => fc.array(fc.array(volume, { minLength: months, maxLength: months }), { minLength: 1, maxLength: 12 })), (volumes) => {
        const { totals, shares } = shareOfSearch(volumes);
        totals.forEach((total, m) => {
          const monthShares = shares.map((s) => s[m]);
          const anyVolume = volumes.some((v) => (v[m] ?? 0) > 0);
          if (anyVolume) {
            const sum = monthShares.reduce<number>((a, s) => a + (s ?? 0), 0);
            expect(sum).toBeCloseTo(1, 9);
            monthShares.forEach((s, b) => expect(s === null).toBe(volumes[b]?.[m] === null));
          } else {
            expect(monthShares.every((s) => s === null)).toBe(true);
          }
          expect(total === null).toBe(volumes.every((v) => v[m] === null));
        });
      }),
    );
  });
  it('property: scaling every volume leaves the shares unchanged', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 50 }), (volumes, factor) => {
        const a = shareOfSearch(volumes).shares;
        const b = shareOfSearch(volumes.map((v) => v.map((x) => x * factor))).shares;
        a.forEach((brand, i) => brand.forEach((s, m) => (s === null ? expect(b[i]?.[m]).toBeNull() : expect(b[i]?.[m]).toBeCloseTo(s, 12))));
      }),
    );
  });
});

const series = (counts: (number | null)[], year = 2026): MonthlyVolume[] => counts.map((count, i) => ({ year, month: i + 1, count }));

describe('brandMonthlyVolumes', () => {
  const months = [1, 2, 3].map((month) => ({ year: 2026, month }));
  it('sums the known counts of the keywords and is missing when none is known', () => {
    expect(brandMonthlyVolumes([series([10, null, null]), series([5, 7, null])], months)).toEqual([15, 7, null]);
  });
  it('is missing for a month no keyword lists', () => {
    expect(brandMonthlyVolumes([series([1])], months)).toEqual([1, null, null]);
  });
});

describe('indexMonths', () => {
  it('ends with the newest month that has a count, oldest first', () => {
    const months = indexMonths([series([1, 2, null])], 3);
    expect(months.map(monthKeyOf)).toEqual(['202512', '202601', '202602']);
  });
  it('is empty without any count', () => {
    expect(indexMonths([series([null])], 48)).toEqual([]);
    expect(indexMonths([], 48)).toEqual([]);
  });
  it('property: gives n consecutive months', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 48 }), (counts, n) => {
        const months = indexMonths([series(counts)], n);
        expect(months).toHaveLength(n);
        months.slice(1).forEach((at, i) => {
          const prev = months[i];
          if (prev) expect(at.year * 12 + at.month - (prev.year * 12 + prev.month)).toBe(1);
        });
      }),
    );
  });
});

describe('shareChangeOverYear and leaderOf', () => {
  it('is the share now minus the share a year before', () => {
    const shares = [0.2, ...Array<number>(11).fill(0.3), 0.5];
    expect(shareChangeOverYear(shares)).toBeCloseTo(0.3, 12);
  });
  it('is unknown when a side is missing or the history is short', () => {
    expect(shareChangeOverYear([null, ...Array<number>(12).fill(0.3)])).toBeNull();
    expect(shareChangeOverYear([0.1, 0.2])).toBeNull();
  });
  it('names the brand with the largest share, the first on a tie, none without shares', () => {
    expect(leaderOf([[0.2], [0.5], [0.3]], 0)).toBe(1);
    expect(leaderOf([[0.5], [0.5]], 0)).toBe(0);
    expect(leaderOf([[null], [null]], 0)).toBeNull();
    expect(leaderOf([[null], [0.1]], 0)).toBe(1);
  });
});
