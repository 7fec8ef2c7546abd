import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCpc, formatCpcRange, usdToEur } from './cpc';

describe('cpc', () => {
  it('converts dollars to euros with the start-up rate', () => {
    expect(usdToEur(2, 0.92)).toBeCloseTo(1.84);
    expect(usdToEur(null, 0.92)).toBeNull();
    expect(usdToEur(1, undefined)).toBeNull();
    expect(usdToEur(Number.NaN, 0.9)).toBeNull();
  });
  it('formats one value in euros', () => {
    expect(formatCpc(0.5, 0.92)).toBe('0,46 €');
    expect(formatCpc(null, 0.92)).toBe('-');
  });
  it('formats a range low – high', () => {
    expect(formatCpcRange(0.5, 1.5, 0.92)).toBe('0,46 – 1,38 €');
    expect(formatCpcRange(null, 1.5, 0.92)).toBe('- – 1,38 €');
    expect(formatCpcRange(null, null, 0.92)).toBe('-');
  });
  it('is linear in the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0.1, max: 2, noNaN: true }), (usd, rate) => {
        const eur = usdToEur(usd, rate);
        return eur !== null && Math.abs(eur - usd * rate) < 1e-9 && eur >= 0;
      }),
    );
  });
});
