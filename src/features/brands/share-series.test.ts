import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrandIndexSeries } from '../../domain/contracts/brands.ts';
import { brandKey, monthLabels, shareSeries, shareSummary } from './share-series.ts';

function brand(id: number, name: string, shares: (number | null)[]): BrandIndexSeries {
  return {
    brand_id: id,
    name,
    position: id - 1,
    volumes: shares.map((s) => (s === null ? null : s * 1000)),
    shares,
    volume_change: { month: { current: null, previous: null, change: null }, twelve_months: { current: null, previous: null, change: null } },
    share_change: null,
    seasonality: { seasonal: false, peak: null, season: null },
  };
}

const MONTHS = ['202409', '202410', '202411'];

describe('shareSeries', () => {
  it('keeps the newest months and puts each brand under its own key', () => {
    const series = shareSeries(MONTHS, [brand(1, 'dr. best', [0.5, 0.6, null]), brand(2, 'nike', [0.5, 0.4, null])], 2);
    expect(series.brands.map((b) => b.key)).toEqual(['b0', 'b1']);
    expect(series.points).toEqual([
      { key: '202410', label: 'Oct 24', long: 'Oct 2024', b0: 0.6, b1: 0.4 },
      { key: '202411', label: 'Nov 24', long: 'Nov 2024', b0: null, b1: null },
    ]);
  });
  it('shows every month when the span is longer than the index', () => {
    expect(shareSeries(MONTHS, [brand(1, 'a', [0.1, 0.2, 0.3])], 48).points).toHaveLength(3);
  });
  it('has min(span, months) points, each brand keyed, missing months null', () => {
    fc.assert(fc.property(
      fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }), { minLength: 0, maxLength: 48 }),
      fc.integer({ min: 1, max: 60 }),
      (shares, span) => {
        const months = shares.map((_, i) => `20${String(20 + Math.floor(i / 12)).padStart(2, '0')}${String((i % 12) + 1).padStart(2, '0')}`);
        const series = shareSeries(months, [brand(1, 'x', shares)], span);
        expect(series.points).toHaveLength(Math.min(span, shares.length));
        const tail = shares.slice(shares.length - series.points.length);
        series.points.forEach((point, i) => expect(point[brandKey(0)]).toBe(tail[i]));
      },
    ));
  });
});

describe('shareSummary', () => {
  it('names the span, the leader of the newest month with data and every share', () => {
    const series = shareSeries(MONTHS, [brand(1, 'adidas', [0.5, 0.3, null]), brand(2, 'nike', [0.5, 0.7, null])], 48);
    expect(shareSummary(series)).toBe('Share of search, Sep 2024 to Nov 2024. In Oct 2024 nike leads: adidas 30,0 %, nike 70,0 %.');
  });
  it('says when nothing is known', () => {
    expect(shareSummary(shareSeries([], [], 12))).toBe('Share of search: no months known yet.');
    expect(shareSummary(shareSeries(MONTHS, [brand(1, 'a', [null, null, null])], 12))).toBe('Share of search, Sep 2024 to Nov 2024: no brand has search volume in these months.');
  });
  it('labels an unreadable month key as it is', () => {
    expect(monthLabels('x')).toEqual({ label: 'x', long: 'x' });
  });
});
