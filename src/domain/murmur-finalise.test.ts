import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { murmurFinalise } from './murmur-finalise.ts';

describe('murmurFinalise', () => {
  it('matches the reference values of MurmurHash3 fmix32', () => {
    expect(murmurFinalise(0)).toBe(0);
    expect(murmurFinalise(1)).toBe(0x514e28b7);
  });

  it('is a bijection on 32-bit values: distinct inputs give distinct outputs', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), (a, b) => {
      if (a !== b) expect(murmurFinalise(a)).not.toBe(murmurFinalise(b));
      expect(murmurFinalise(a)).toBeGreaterThanOrEqual(0);
      expect(murmurFinalise(a)).toBeLessThanOrEqual(0xffffffff);
    }));
  });
});
