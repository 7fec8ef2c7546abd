import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CronPatternError, cronMatches, nextCronTime, parseCronPattern } from './cron-pattern.ts';

const at = (iso: string) => new Date(iso);
const next = (pattern: string, after: string) => nextCronTime(parseCronPattern(pattern), at(after)).toISOString();

describe('cron patterns', () => {
  it('finds the next matching minute, in UTC', () => {
    expect(next('30 3 * * *', '2026-11-24T15:40:00Z')).toBe('2026-11-25T03:30:00.000Z');
    expect(next('30 3 * * *', '2026-11-24T03:29:59Z')).toBe('2026-11-24T03:30:00.000Z');
    // Strictly after: the matching minute itself is not the next one.
    expect(next('30 3 * * *', '2026-11-24T03:30:00Z')).toBe('2026-11-25T03:30:00.000Z');
    expect(next('*/15 * * * *', '2026-11-24T15:46:10Z')).toBe('2026-11-24T16:00:00.000Z');
    expect(next('0 0 1 * *', '2026-12-05T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('0 12 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('reads ranges, steps, lists and Sunday as 0 or 7', () => {
    // 2026-11-29 is a Sunday.
    expect(next('0 6 * * 7', '2026-11-24T00:00:00Z')).toBe('2026-11-29T06:00:00.000Z');
    expect(next('0 6 * * 0', '2026-11-24T00:00:00Z')).toBe('2026-11-29T06:00:00.000Z');
    expect(next('5/20 9-10 * * 1-5', '2026-11-24T10:50:00Z')).toBe('2026-11-25T09:05:00.000Z');
    expect(next('0 8,20 * * *', '2026-11-24T09:00:00Z')).toBe('2026-11-24T20:00:00.000Z');
  });

  it('matches either day field when both are restricted', () => {
    // The 1st of the month or any Monday: 2026-11-30 is a Monday, before 1 December.
    expect(next('0 0 1 * 1', '2026-11-24T12:00:00Z')).toBe('2026-11-30T00:00:00.000Z');
    expect(next('0 0 1 * 1', '2026-11-30T12:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('names the field of a broken pattern', () => {
    expect(() => parseCronPattern('0 3 * *')).toThrow(/5 \(minute hour day month weekday\)/u);
    expect(() => parseCronPattern('60 3 * * *')).toThrow(/minute field allows 0–59, not 60/u);
    expect(() => parseCronPattern('0 3 * JAN *')).toThrow(/month field has "JAN"/u);
    expect(() => parseCronPattern('0 5-3 * * *')).toThrow(/backward range 5-3/u);
    expect(() => parseCronPattern('*/0 * * * *')).toThrow(CronPatternError);
    expect(() => next('0 0 30 2 *', '2026-01-01T00:00:00Z')).toThrow(/matches no date/u);
  });

  it('the next time matches, lies after the start, and no minute between them matches', () => {
    const field = (max: number) => fc.oneof(fc.constant('*'), fc.integer({ min: 0, max }).map(String), fc.integer({ min: 1, max }).map((s) => `*/${s}`));
    const start = fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2090-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(field(59), field(23), start, (minute, hour, after) => {
        const pattern = parseCronPattern(`${minute} ${hour} * * *`);
        const found = nextCronTime(pattern, after);
        expect(cronMatches(pattern, found)).toBe(true);
        expect(found.getTime()).toBeGreaterThan(after.getTime());
        // Minute and hour fields alone repeat within a day, so the gap is at most 24 hours.
        expect(found.getTime() - after.getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
        for (let t = Math.floor(after.getTime() / 60_000 + 1) * 60_000; t < found.getTime(); t += 60_000) expect(cronMatches(pattern, new Date(t))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
