import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SPEED_BANDS, PAGE_SPEED_THRESHOLDS, pageSpeedBand, type PageSpeedMetric } from './page-speed-bands.ts';

const METRICS = Object.keys(PAGE_SPEED_THRESHOLDS) as PageSpeedMetric[];

describe('page speed bands', () => {
  it('use Lighthouse’s documented mobile thresholds, a value on a threshold in the better band', () => {
    expect(pageSpeedBand('first_contentful_paint', 1800)).toBe('good');
    expect(pageSpeedBand('first_contentful_paint', 1801)).toBe('needs-work');
    expect(pageSpeedBand('first_contentful_paint', 3000)).toBe('needs-work');
    expect(pageSpeedBand('first_contentful_paint', 3001)).toBe('poor');
    expect(pageSpeedBand('speed_index', 3400)).toBe('good');
    expect(pageSpeedBand('speed_index', 5800)).toBe('needs-work');
    expect(pageSpeedBand('speed_index', 5801)).toBe('poor');
    expect(pageSpeedBand('largest_contentful_paint', 2500)).toBe('good');
    expect(pageSpeedBand('largest_contentful_paint', 4001)).toBe('poor');
    expect(pageSpeedBand('interactive', 3800)).toBe('good');
    expect(pageSpeedBand('interactive', 7300)).toBe('needs-work');
    expect(pageSpeedBand('interactive', 7301)).toBe('poor');
  });

  it('has no band for a value that is no measurement', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(pageSpeedBand('speed_index', bad)).toBeNull();
    expect(pageSpeedBand('speed_index', 0)).toBe('good');
  });

  it('never gets better as a page gets slower', () => {
    const rank = (band: string | null) => PAGE_SPEED_BANDS.indexOf(band as (typeof PAGE_SPEED_BANDS)[number]);
    fc.assert(fc.property(fc.constantFrom(...METRICS), fc.nat(60_000), fc.nat(60_000), (metric, a, b) => {
      const [fast, slow] = a <= b ? [a, b] : [b, a];
      return rank(pageSpeedBand(metric, fast)) <= rank(pageSpeedBand(metric, slow));
    }));
  });
});
