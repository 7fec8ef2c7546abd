import { nextCronTime, parseCronPattern } from './cron-pattern.ts';

/**
 * When a scheduled job kind plans new jobs: every `everyMs` milliseconds, counted from the epoch
 * (so a restart does not shift the ticks), or at the minutes a five-field UTC cron pattern names.
 * BullMQ receives the same values as `every` or `pattern` of a job scheduler.
 */
export type JobSchedule = { everyMs: number } | { cron: string };

/** Throws on a schedule that can never tick, so a mistake stops the start instead of a job going missing. */
export function checkSchedule(schedule: JobSchedule, now = new Date()): void {
  if ('everyMs' in schedule) {
    if (!Number.isInteger(schedule.everyMs) || schedule.everyMs <= 0) throw new Error(`a schedule's everyMs must be a positive whole number, not ${schedule.everyMs}`);
    return;
  }
  // Parses the pattern and finds one tick: the 30th of February would otherwise wait forever.
  nextTick(schedule, now);
}

/** The next tick strictly after `after`. */
export function nextTick(schedule: JobSchedule, after: Date): Date {
  if ('everyMs' in schedule) return new Date((Math.floor(after.getTime() / schedule.everyMs) + 1) * schedule.everyMs);
  return nextCronTime(parseCronPattern(schedule.cron), after);
}
