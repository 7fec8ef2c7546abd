import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { competitorRelevance } from './competitor-relevance';

describe('competitorRelevance', () => {
  it('is 1.12 × (100 − average position)', () => {
    expect(competitorRelevance([50])).toBeCloseTo(56);
    expect(competitorRelevance([10, 30])).toBeCloseTo(89.6);
  });
  it('is capped at 100', () => {
    expect(competitorRelevance([1])).toBe(100);
  });
  it('counts a missing position as 100', () => {
    expect(competitorRelevance([null])).toBe(0);
    expect(competitorRelevance([20, undefined, Number.NaN])).toBeCloseTo(1.12 * (100 - 220 / 3));
  });
  it('gives 1000 for no positions', () => {
    expect(competitorRelevance([])).toBe(1000);
  });
  it('stays within 0–100 for positions 1–100 and falls as positions worsen', () => {
    const pos = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(fc.array(pos, { minLength: 1, maxLength: 10 }), pos, (ps, extra) => {
        const r = competitorRelevance(ps);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(100);
        expect(competitorRelevance(ps.map((p) => Math.min(100, p + extra)))).toBeLessThanOrEqual(r);
      }),
    );
  });
});
