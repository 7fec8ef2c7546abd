import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RankResult } from './rank-result.ts';
import { rankMovers, type MoverInput } from './rank-movers.ts';

const ranked = (position: number): RankResult => ({ status: 'ranked', position });
const row = (id: number, today: RankResult | null, before: RankResult | null): MoverInput => ({ keyword_id: id, keyword: `k${id}`, today, before });

describe('winners and losers', () => {
  it('orders gains and losses by size and counts entering the top 100 as from 101', () => {
    const { winners, losers } = rankMovers(
      [row(1, ranked(3), ranked(8)), row(2, ranked(5), { status: 'not_found' }), row(3, ranked(30), ranked(10)), row(4, { status: 'not_found' }, ranked(50)), row(5, ranked(7), ranked(7))],
      10,
    );
    expect(winners.map((w) => [w.keyword_id, w.change])).toEqual([[2, 96], [1, 5]]);
    expect(losers.map((l) => [l.keyword_id, l.change])).toEqual([[4, -51], [3, -20]]);
    expect(winners[0]).toMatchObject({ from: null, to: 5 });
  });
  it('never reads a failure as a drop', () => {
    const { winners, losers } = rankMovers([row(1, { status: 'failed', reason: 'timeout' }, ranked(2)), row(2, ranked(2), { status: 'failed', reason: 'x' })], 10);
    expect(winners).toEqual([]);
    expect(losers).toEqual([]);
  });
  it('respects the limit and keeps winners positive and losers negative (property)', () => {
    const arb = fc.oneof(fc.integer({ min: 1, max: 100 }).map(ranked), fc.constant<RankResult>({ status: 'not_found' }), fc.constant<RankResult>({ status: 'failed', reason: 'r' }));
    fc.assert(
      fc.property(fc.array(fc.tuple(arb, arb), { maxLength: 40 }), fc.nat(12), (pairs, limit) => {
        const { winners, losers } = rankMovers(pairs.map(([t, b], i) => row(i, t, b)), limit);
        expect(winners.length).toBeLessThanOrEqual(limit);
        expect(losers.length).toBeLessThanOrEqual(limit);
        expect(winners.every((w) => w.change > 0)).toBe(true);
        expect(losers.every((l) => l.change < 0)).toBe(true);
        for (let i = 1; i < winners.length; i += 1) expect(winners[i - 1]!.change).toBeGreaterThanOrEqual(winners[i]!.change);
      }),
    );
  });
});
