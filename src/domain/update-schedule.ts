/**
 * When a monitoring project updates: once a day at its update time, read as Europe/Berlin wall-clock
 * time (the customers' time; decision 0030), so 06:00 stays 06:00 across summer time.
 */

export const UPDATE_TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: UPDATE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: UPDATE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Berlin calendar day of an instant, `YYYY-MM-DD`. */
export function berlinDay(at: Date): string {
  return dayFormat.format(at);
}

/** The Berlin wall-clock time of an instant, `HH:MM`. */
export function berlinClock(at: Date): string {
  return clockFormat.format(at);
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether a project is due at `now`: its update time has passed on today's Berlin day and it has not
 * been planned for that day yet. Strings compare in order because both have fixed widths.
 */
export function isUpdateDue(updateTime: string, lastPlannedDay: string | null, now: Date): boolean {
  const today = berlinDay(now);
  if (lastPlannedDay !== null && lastPlannedDay >= today) return false;
  return berlinClock(now) >= updateTime;
}
