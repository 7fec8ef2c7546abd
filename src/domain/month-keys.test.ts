import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, ADS_BUILD_HISTORY_MONTHS, latestMonthKeys, monthKey, parseMonthKey } from './month-keys';

describe('month keys', () => {
  it('writes a year followed by a two-digit month', () => {
    expect(monthKey(2024, 11)).toBe('202411');
    expect(monthKey(2025, 1)).toBe('202501');
  });
  it('rejects invalid months and years', () => {
    expect(() => monthKey(2024, 13)).toThrow(RangeError);
    expect(() => monthKey(24, 1)).toThrow(RangeError);
  });
  it('parses keys back', () => {
    expect(parseMonthKey('202411')).toEqual({ year: 2024, month: 11 });
    expect(parseMonthKey('202413')).toBeNull();
    expect(parseMonthKey('2024-11')).toBeNull();
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(parseMonthKey(monthKey(year, month))).toEqual({ year, month });
      }),
    );
  });
  it('adds months across years', () => {
    expect(addMonths({ year: 2024, month: 1 }, -1)).toEqual({ year: 2023, month: 12 });
    expect(addMonths({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
  });
  it('lists the latest 12 months before actual_date, oldest first, actual month excluded', () => {
    expect(latestMonthKeys({ year: 2024, month: 12 })).toEqual([
      '202312', '202401', '202402', '202403', '202404', '202405',
      '202406', '202407', '202408', '202409', '202410', '202411',
    ]);
  });
  it('lists 48 months for the ads build', () => {
    const keys = latestMonthKeys({ year: 2024, month: 12 }, ADS_BUILD_HISTORY_MONTHS);
    expect(keys).toHaveLength(48);
    expect(keys[0]).toBe('202012');
    expect(keys[47]).toBe('202411');
  });
  it('gives n distinct increasing keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1100, max: 9000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 60 }), (year, month, n) => {
        const keys = latestMonthKeys({ year, month }, n);
        expect(keys).toHaveLength(n);
        for (let i = 1; i < keys.length; i++) expect(Number(keys[i])).toBeGreaterThan(Number(keys[i - 1]));
      }),
    );
  });
});
