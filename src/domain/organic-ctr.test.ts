import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CTR_ORIGIN, CTR_POSITIONS, expectedClicks, ORGANIC_CTR, organicCtr, type Device } from './organic-ctr';

const devices: Device[] = ['desktop', 'mobile', 'tablet'];

describe('organic CTR table', () => {
  it('has position 1 as the spec says and names its origin', () => {
    expect(organicCtr(1, 'desktop')).toBe(31.71);
    expect(organicCtr(1, 'mobile')).toBe(28.04);
    expect(CTR_ORIGIN).toContain('docs/ctr-table.md');
  });
  it('holds the product owner\'s values (docs/ctr-table.md)', () => {
    expect(organicCtr(2, 'desktop')).toBe(17.47);
    expect(organicCtr(10, 'desktop')).toBe(2.78);
    expect(organicCtr(11, 'mobile')).toBe(0.55);
    expect(organicCtr(20, 'desktop')).toBe(0.28);
    expect(organicCtr(20, 'mobile')).toBe(0.25);
  });
  it('looks tablet up in the mobile column', () => {
    for (let p = 1; p <= CTR_POSITIONS; p += 1) expect(organicCtr(p, 'tablet')).toBe(organicCtr(p, 'mobile'));
    expect(organicCtr(3, 'tablet')).not.toBe(organicCtr(3, 'desktop'));
  });
  it('has 20 positions per device and nothing beyond', () => {
    for (const d of devices) expect(ORGANIC_CTR[d]).toHaveLength(CTR_POSITIONS);
    expect(organicCtr(0, 'desktop')).toBeNull();
    expect(organicCtr(21, 'mobile')).toBeNull();
    expect(organicCtr(1.5, 'mobile')).toBeNull();
  });
  it('computes expected clicks', () => {
    expect(expectedClicks(1000, 1, 'desktop')).toBeCloseTo(317.1);
    expect(expectedClicks(1000, 2, 'tablet')).toBeCloseTo(154.5);
    expect(expectedClicks(1000, 25, 'desktop')).toBeNull();
  });
  it('is strictly decreasing in the position for every device', () => {
    fc.assert(
      fc.property(fc.constantFrom(...devices), fc.integer({ min: 1, max: 19 }), (d, p) => {
        expect(organicCtr(p, d)).toBeGreaterThan(organicCtr(p + 1, d) ?? Infinity);
      }),
    );
  });
  it('keeps the table as given, even where the desktop column sums past 100 %', () => {
    // Scaling the SISTRIX shape up to the spec's 31.71 % makes desktop sum to 102.04 %: a property of the
    // product owner's table (docs/ctr-table.md), kept as given and reported rather than corrected here.
    const sum = (d: Device) => ORGANIC_CTR[d].reduce((acc, v) => acc + v, 0);
    expect(sum('desktop')).toBeCloseTo(102.04, 2);
    expect(sum('mobile')).toBeCloseTo(90.23, 2);
  });
});
