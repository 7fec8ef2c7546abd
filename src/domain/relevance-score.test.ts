import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { relevanceScore } from './relevance-score';

describe('relevanceScore', () => {
  it('weights URL coverage, raised term placement and average WDF', () => {
    expect(relevanceScore({ urlCoverage: 1, termPlacement: 0.2, averageWdf: 0.5 })).toBeCloseTo(0.15 + 0.25 * 0.72 + 0.3);
    expect(relevanceScore({ urlCoverage: 0, termPlacement: 0, averageWdf: 0 })).toBeCloseTo(0.13);
  });
  it('caps the raised placement at 1', () => {
    expect(relevanceScore({ urlCoverage: 0, termPlacement: 0.9, averageWdf: 0 })).toBeCloseTo(0.25);
  });
  it('is non-decreasing in each input', () => {
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(unit, unit, unit, unit, (u, t, w, d) => {
        const base = relevanceScore({ urlCoverage: u, termPlacement: t, averageWdf: w });
        expect(relevanceScore({ urlCoverage: u + d, termPlacement: t, averageWdf: w })).toBeGreaterThanOrEqual(base);
        expect(relevanceScore({ urlCoverage: u, termPlacement: t + d, averageWdf: w })).toBeGreaterThanOrEqual(base);
        expect(relevanceScore({ urlCoverage: u, termPlacement: t, averageWdf: w + d })).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});
