import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthKeyTitle, monthName, shortMonthName } from './month-names.ts';

describe('month names', () => {
  it('name calendar months 1–12 in English and anything else as missing', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(shortMonthName(11)).toBe('Nov');
    for (const bad of [0, 13, 1.5, Number.NaN, -1]) {
      expect(monthName(bad)).toBe('-');
      expect(shortMonthName(bad)).toBe('-');
    }
  });

  it('title a month key like Nov 2024 and leave other keys as they are', () => {
    expect(monthKeyTitle('202411')).toBe('Nov 2024');
    expect(monthKeyTitle('202501')).toBe('Jan 2025');
    expect(monthKeyTitle('202413')).toBe('202413');
    expect(monthKeyTitle('avgsv')).toBe('avgsv');
  });

  it('every month key title is the short month name and the year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(monthKeyTitle(`${year}${String(month).padStart(2, '0')}`)).toBe(`${shortMonthName(month)} ${year}`);
      }),
    );
  });
});
