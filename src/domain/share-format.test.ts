import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShare, formatSharePoints } from './share-format.ts';

describe('formatShare', () => {
  it('writes German percent with one decimal', () => {
    expect(formatShare(0.345)).toBe('34,5 %');
    expect(formatShare(1)).toBe('100,0 %');
    expect(formatShare(0)).toBe('0,0 %');
    expect(formatShare(0.12345)).toBe('12,3 %');
  });
  it('writes a missing share as -', () => {
    expect(formatShare(null)).toBe('-');
    expect(formatShare(undefined)).toBe('-');
    expect(formatShare(Number.NaN)).toBe('-');
  });
  it('always ends in " %" with a comma decimal for a share between 0 and 1', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (share) => {
      expect(formatShare(share)).toMatch(/^\d{1,3},\d %$/u);
    }));
  });
});

describe('formatSharePoints', () => {
  it('signs the change in percentage points', () => {
    expect(formatSharePoints(0.021)).toBe('+2,1 pp');
    expect(formatSharePoints(-0.004)).toBe('-0,4 pp');
    expect(formatSharePoints(0)).toBe('0,0 pp');
    expect(formatSharePoints(null)).toBe('-');
  });
  it('reads back to the change rounded to a tenth of a point', () => {
    fc.assert(fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (change) => {
      const text = formatSharePoints(change).replace(' pp', '').replace(',', '.');
      expect(Math.abs(Number(text) - change * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
    }));
  });
});
