import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Device } from './organic-ctr.ts';
import type { RankResult } from './rank-result.ts';
import { estimatedClicks, visibilityIndex, type VisibilityInput } from './visibility-index.ts';

const ranked = (position: number): RankResult => ({ status: 'ranked', position });
const failed: RankResult = { status: 'failed', reason: 'timeout' };

const resultArb: fc.Arbitrary<RankResult | null> = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map(ranked),
  fc.constant<RankResult>({ status: 'not_found' }),
  fc.string().map((reason): RankResult => ({ status: 'failed', reason })),
  fc.constant<RankResult>({ status: 'pending' }),
  fc.constant(null),
);
const inputArb: fc.Arbitrary<VisibilityInput> = fc.record({
  volume: fc.oneof(fc.constant(null), fc.integer({ min: -1000, max: 1_000_000 }), fc.constant(Number.NaN)),
  result: resultArb,
});
const deviceArb = fc.constantFrom<Device>('desktop', 'mobile', 'tablet');

describe('visibility index', () => {
  it('sums volume × CTR(position, device) over the tracked keywords', () => {
    const rows: VisibilityInput[] = [
      { volume: 1000, result: ranked(1) },
      { volume: 2000, result: ranked(2) },
      { volume: 5000, result: ranked(21) },
      { volume: 500, result: { status: 'not_found' } },
    ];
    // 1000 × 31.71 % + 2000 × 17.47 % = 317.1 + 349.4
    expect(visibilityIndex(rows, 'desktop')).toBe(666.5);
    // 1000 × 28.04 % + 2000 × 15.45 % = 280.4 + 309
    expect(visibilityIndex(rows, 'mobile')).toBe(589.4);
    expect(visibilityIndex(rows, 'tablet')).toBe(589.4);
    expect(visibilityIndex([], 'desktop')).toBe(0);
  });

  it('never counts a failure as a position', () => {
    const withFailure = visibilityIndex([{ volume: 1000, result: ranked(3) }, { volume: 9000, result: failed }], 'desktop');
    expect(withFailure).toBe(visibilityIndex([{ volume: 1000, result: ranked(3) }], 'desktop'));
  });

  it('is never negative, whatever the volumes and results', () => {
    fc.assert(fc.property(fc.array(inputArb, { maxLength: 40 }), deviceArb, (rows, device) => visibilityIndex(rows, device) >= 0));
  });

  it('does not change when failed or pending lookups are added or removed (property)', () => {
    fc.assert(
      fc.property(fc.array(inputArb, { maxLength: 30 }), deviceArb, fc.integer({ min: 0, max: 1_000_000 }), (rows, device, volume) => {
        const known = rows.filter((r) => r.result?.status === 'ranked' || r.result?.status === 'not_found');
        expect(visibilityIndex([...rows, { volume, result: failed }], device)).toBe(visibilityIndex(known, device));
      }),
    );
  });

  it('never falls when one keyword climbs (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), deviceArb, (volume, a, b, device) => {
        const [better, worse] = [Math.min(a, b), Math.max(a, b)];
        expect(visibilityIndex([{ volume, result: ranked(better) }], device)).toBeGreaterThanOrEqual(visibilityIndex([{ volume, result: ranked(worse) }], device));
      }),
    );
  });
});

describe('estimated clicks', () => {
  it('is volume × CTR, 0 outside the top 20 or when not found, null without an answer', () => {
    expect(estimatedClicks(1000, ranked(1), 'desktop')).toBeCloseTo(317.1);
    expect(estimatedClicks(1000, ranked(1), 'tablet')).toBeCloseTo(280.4);
    expect(estimatedClicks(1000, ranked(25), 'desktop')).toBe(0);
    expect(estimatedClicks(1000, { status: 'not_found' }, 'desktop')).toBe(0);
    expect(estimatedClicks(1000, failed, 'desktop')).toBeNull();
    expect(estimatedClicks(1000, { status: 'pending' }, 'desktop')).toBeNull();
    expect(estimatedClicks(null, ranked(1), 'desktop')).toBeNull();
    expect(estimatedClicks(1000, null, 'desktop')).toBeNull();
  });
  it('is never negative (property)', () => {
    fc.assert(fc.property(inputArb, deviceArb, ({ volume, result }, device) => (estimatedClicks(volume, result, device) ?? 0) >= 0));
  });
});
