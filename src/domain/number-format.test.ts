import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, formatNumber, formatShort, isMissing, MISSING } from './number-format';

describe('countOf', () => {
  it('puts the noun after a German number, singular only for one', () => {
    expect(countOf(1, 'keyword', 'keywords')).toBe('1 keyword');
    expect(countOf(0, 'keyword', 'keywords')).toBe('0 keywords');
    expect(countOf(1200, 'value', 'values')).toBe('1.200 values');
  });
});

describe('formatNumber', () => {
  it('uses German grouping with 0 decimals', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });
  it('shows 2 decimals with a comma', () => {
    expect(formatNumber(0.5, 2)).toBe('0,50');
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
  });
  it('rounds to 0 decimals', () => {
    expect(formatNumber(2.5)).toBe('3');
  });
  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows %s as -', (v) => {
    expect(formatNumber(v)).toBe('-');
    expect(formatNumber(v, 2)).toBe('-');
    expect(formatShort(v)).toBe('-');
    expect(isMissing(v)).toBe(true);
  });
  it('never returns - for a finite number', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (v) => formatNumber(v) !== MISSING));
  });
});

describe('formatShort', () => {
  it('uses K for thousands and M for millions', () => {
    expect(formatShort(1500)).toBe('1,5K');
    expect(formatShort(2000000)).toBe('2M');
  });
  it('keeps values below 1000 as plain integers', () => {
    expect(formatShort(0)).toBe('0');
    expect(formatShort(999)).toBe('999');
    expect(formatShort(12.4)).toBe('12');
  });
  it('rounds half away from zero to one decimal and drops ,0', () => {
    expect(formatShort(1050)).toBe('1,1K');
    expect(formatShort(1000)).toBe('1K');
    expect(formatShort(999.6)).toBe('1K');
    expect(formatShort(1_250_000)).toBe('1,3M');
    expect(formatShort(-1500)).toBe('-1,5K');
  });
  it('promotes a value that rounds to 1.000K to 1M', () => {
    expect(formatShort(999_960)).toBe('1M');
    expect(formatShort(999_940)).toBe('999,9K');
  });
  it('groups very large millions', () => {
    expect(formatShort(1_234_000_000)).toBe('1.234M');
  });
  it('always ends in K or M from 1000 upwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2_000_000_000 }), (v) => /^[\d.]+(,\d)?[KM]$/.test(formatShort(v))),
    );
  });
});
