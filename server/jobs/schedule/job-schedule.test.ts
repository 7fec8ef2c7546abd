import { describe, expect, it } from 'vitest';
import { CronPatternError } from './cron-pattern.ts';
import { checkSchedule, nextTick } from './job-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('job schedules', () => {
  it('ticks every interval on multiples counted from the epoch, so a restart keeps the rhythm', () => {
    expect(nextTick({ everyMs: 60_000 }, at('2026-11-24T15:40:30Z')).toISOString()).toBe('2026-11-24T15:41:00.000Z');
    expect(nextTick({ everyMs: 60_000 }, at('2026-11-24T15:41:00Z')).toISOString()).toBe('2026-11-24T15:42:00.000Z');
    expect(nextTick({ cron: '0 4 * * *' }, at('2026-11-24T15:40:30Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z');
  });

  it('refuses a schedule that can never tick', () => {
    expect(() => checkSchedule({ everyMs: 0 })).toThrow(/positive whole number/u);
    expect(() => checkSchedule({ everyMs: 1.5 })).toThrow(/positive whole number/u);
    expect(() => checkSchedule({ cron: 'every day' })).toThrow(CronPatternError);
    expect(() => checkSchedule({ cron: '0 0 30 2 *' })).toThrow(/matches no date/u);
    expect(() => checkSchedule({ cron: '0 4 * * *' })).not.toThrow();
  });
});
