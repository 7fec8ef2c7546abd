import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, berlinClock, berlinDay, daysBetween, isUpdateDue } from './update-schedule.ts';

describe('update schedule', () => {
  it('reads days and clock times in Berlin, winter and summer', () => {
    expect(berlinDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(berlinClock(new Date('2026-11-25T05:00:00Z'))).toBe('06:00');
    expect(berlinClock(new Date('2026-07-01T04:00:00Z'))).toBe('06:00');
  });
  it('is due once the update time passed on a day not planned yet', () => {
    const at = new Date('2026-11-25T05:10:00Z'); // 06:10 in Berlin
    expect(isUpdateDue('06:00', '2026-11-24', at)).toBe(true);
    expect(isUpdateDue('06:00', null, at)).toBe(true);
    expect(isUpdateDue('06:00', '2026-11-25', at)).toBe(false);
    expect(isUpdateDue('07:00', '2026-11-24', at)).toBe(false);
  });
  it('adds and counts calendar days (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), fc.integer({ min: -800, max: 800 }), (d, n) => {
        const day = d.toISOString().slice(0, 10);
        expect(daysBetween(day, addDays(day, n))).toBe(n);
      }),
    );
  });
});
