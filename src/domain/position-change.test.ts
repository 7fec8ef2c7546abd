import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averagePosition, bestPosition, positionChange } from './position-change.ts';
import type { RankResult } from './rank-result.ts';

const ranked = (position: number): RankResult => ({ status: 'ranked', position });
const notFound: RankResult = { status: 'not_found' };
const failed: RankResult = { status: 'failed', reason: 'timeout' };

describe('position change', () => {
  it('counts places gained as positive and lost as negative', () => {
    expect(positionChange(ranked(3), ranked(8))).toBe(5);
    expect(positionChange(ranked(8), ranked(3))).toBe(-5);
    expect(positionChange(ranked(4), ranked(4))).toBe(0);
  });
  it('names entries into and exits from the top 100', () => {
    expect(positionChange(ranked(12), notFound)).toBe('new');
    expect(positionChange(notFound, ranked(12))).toBe('lost');
    expect(positionChange(notFound, notFound)).toBe(0);
  });
  it('has no change when either day failed or was not looked up', () => {
    expect(positionChange(failed, ranked(3))).toBeNull();
    expect(positionChange(ranked(3), failed)).toBeNull();
    expect(positionChange(ranked(3), null)).toBeNull();
    expect(positionChange(ranked(3), { status: 'pending' })).toBeNull();
  });
  it('is antisymmetric between two positions (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (a, b) => positionChange(ranked(a), ranked(b)) === -(positionChange(ranked(b), ranked(a)) as number)));
  });
});

describe('best and average position', () => {
  it('skip failures and absences', () => {
    expect(bestPosition([ranked(7), failed, notFound, ranked(3), null])).toBe(3);
    expect(bestPosition([failed, notFound])).toBeNull();
    expect(averagePosition([ranked(1), ranked(4), failed, notFound])).toBe(2.5);
    expect(averagePosition([failed])).toBeNull();
  });
  it('a failure never moves the average (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 30 }), fc.nat(5), (positions, failures) => {
        const base = positions.map(ranked);
        expect(averagePosition([...base, ...Array<RankResult>(failures).fill(failed)])).toBe(averagePosition(base));
        const best = bestPosition(base) ?? 0;
        expect(best).toBe(Math.min(...positions));
      }),
    );
  });
});
