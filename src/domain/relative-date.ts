/** The two relative-date helpers of SPEC §9. Both take `now` so they stay pure. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

function ageOf(then: Date | number, now: Date | number): number {
  // A timestamp from the future (clock skew between server and browser) counts as "just now".
  return Math.max(0, Number(now) - Number(then));
}

const germanDate = (timeZone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });

/**
 * 'a few seconds ago' under one minute, then minutes, hours and days, then a German date.
 * Choice: whole days up to and including 7 ('7 days ago'); from 8 days on the date `dd.mm.yyyy`
 * in `timeZone` (default Europe/Berlin); a future time counts as age 0.
 */
export function timeAgo(then: Date | number, now: Date | number, timeZone = 'Europe/Berlin'): string {
  const age = ageOf(then, now);
  if (age < MINUTE) return 'a few seconds ago';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  const days = Math.floor(age / DAY);
  if (days <= 7) return plural(days, 'day');
  return germanDate(timeZone).format(new Date(Number(then)));
}

/**
 * Days under 7 days, weeks under 30 days, months up to a year, then '1 Year ago'.
 * Choice: under one day reads '0 days ago'; a month is 30 days and a year 365 days, so
 * 360–364 days read '12 months ago'; anything from 365 days on reads '1 Year ago'.
 */
export function timeAgoCoarse(then: Date | number, now: Date | number): string {
  const days = Math.floor(ageOf(then, now) / DAY);
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return '1 Year ago';
}
