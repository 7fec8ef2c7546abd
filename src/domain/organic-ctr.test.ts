import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CTR_POSITIONS, expectedClicks, ORGANIC_CTR, organicCtr, type Device } from './organic-ctr';

const devices: Device[] = ['desktop', 'mobile'];

describe('organic CTR table', () => {
  it('has position 1 as the spec says', () => {
    expect(organicCtr(1, 'desktop')).toBe(31.71);
    expect(organicCtr(1, 'mobile')).toBe(28.04);
  });
  it('has 20 positions per device and nothing beyond', () => {
    for (const d of devices) expect(ORGANIC_CTR[d]).toHaveLength(CTR_POSITIONS);
    expect(organicCtr(0, 'desktop')).toBeNull();
    expect(organicCtr(21, 'mobile')).toBeNull();
    expect(organicCtr(1.5, 'mobile')).toBeNull();
  });
  it('computes expected clicks', () => {
    expect(expectedClicks(1000, 1, 'desktop')).toBeCloseTo(317.1);
    expect(expectedClicks(1000, 25, 'desktop')).toBeNull();
  });
  it('is non-increasing in the position', () => {
    fc.assert(
      fc.property(fc.constantFrom(...devices), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (d, a, b) => {
        const [hi, lo] = [organicCtr(Math.min(a, b), d), organicCtr(Math.max(a, b), d)];
        return hi === null || lo === null || hi >= lo;
      }),
    );
  });
  it('sums to at most 100 per column', () => {
    for (const d of devices) {
      const sum = ORGANIC_CTR[d].reduce<number>((acc, v) => acc + (v ?? 0), 0);
      expect(sum).toBeLessThanOrEqual(100);
    }
  });
});
