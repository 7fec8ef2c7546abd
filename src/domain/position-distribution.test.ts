import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionDistribution } from './position-distribution.ts';
import type { RankResult } from './rank-result.ts';

const ranked = (position: number): RankResult => ({ status: 'ranked', position });

describe('position distribution', () => {
  it('counts top 3, 4–10, 11–20, 21–100, not found and failed apart', () => {
    const d = positionDistribution([ranked(1), ranked(3), ranked(4), ranked(10), ranked(11), ranked(20), ranked(21), ranked(100), { status: 'not_found' }, { status: 'failed', reason: 'x' }, { status: 'pending' }, null]);
    expect(d).toEqual({ top_3: 2, top_4_10: 2, top_11_20: 2, top_21_100: 2, not_found: 1, failed: 1 });
  });
  it('puts every looked-up keyword in exactly one bucket and failures never in a position bucket (property)', () => {
    const arb = fc.oneof(
      fc.integer({ min: 1, max: 100 }).map(ranked),
      fc.constant<RankResult>({ status: 'not_found' }),
      fc.constant<RankResult>({ status: 'failed', reason: 'r' }),
    );
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 60 }), (results) => {
        const d = positionDistribution(results);
        const total = d.top_3 + d.top_4_10 + d.top_11_20 + d.top_21_100 + d.not_found + d.failed;
        expect(total).toBe(results.length);
        expect(d.failed).toBe(results.filter((r) => r.status === 'failed').length);
      }),
    );
  });
});
