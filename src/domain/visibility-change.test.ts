import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { visibilityChangeText } from './visibility-change.ts';

describe('visibility change text', () => {
  it('writes visibility changes with sign and German decimals', () => {
    expect(visibilityChangeText(1.25)).toBe('+1,25');
    expect(visibilityChangeText(-0.4)).toBe('−0,40');
    expect(visibilityChangeText(0)).toBe('±0,00');
    expect(visibilityChangeText(null)).toBe('-');
    expect(visibilityChangeText(1234.5)).toBe('+1.234,50');
  });

  it('gives every finite change a sign', () => {
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (change) => {
      expect(visibilityChangeText(change)).toMatch(/^[+−±]/u);
    }));
  });

});
