/**
 * Five-field cron patterns (minute hour day-of-month month day-of-week), read in UTC. The in-process
 * runner computes its next tick with this; BullMQ gets the same pattern with `tz: 'UTC'`, so both
 * runners agree. The subset is one BullMQ's parser reads the same way: `*`, numbers, ranges `a-b`,
 * steps (`a-b/n`, `a/n`, and a star followed by `/n`) and comma lists; no names (MON, JAN), no seconds.
 */

export class CronPatternError extends Error {}

export type CronPattern = {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  /** Both day fields restricted: a day matches when either matches, as in every cron. */
  daysOr: boolean;
};

type Field = { name: string; min: number; max: number };

const FIELDS: readonly Field[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  // 7 is Sunday as well as 0.
  { name: 'day of week', min: 0, max: 7 },
];

function whole(text: string, field: Field): number {
  if (!/^\d+$/u.test(text)) throw new CronPatternError(`the ${field.name} field has "${text}", not a number`);
  const value = Number(text);
  if (value < field.min || value > field.max) throw new CronPatternError(`the ${field.name} field allows ${field.min}–${field.max}, not ${value}`);
  return value;
}

function parsePart(part: string, field: Field, into: Set<number>): void {
  const [range = '', stepText] = part.split('/');
  const step = stepText === undefined ? 1 : whole(stepText, { ...field, min: 1 });
  let from = field.min;
  let to = field.max;
  if (range !== '*') {
    const [a = '', b] = range.split('-');
    from = whole(a, field);
    // `5/15` runs from 5 to the end of the field; a bare `5` is 5 alone.
    to = b === undefined ? (stepText === undefined ? from : field.max) : whole(b, field);
    if (to < from) throw new CronPatternError(`the ${field.name} field has the backward range ${range}`);
  }
  for (let value = from; value <= to; value += step) into.add(value);
}

function parseField(text: string, field: Field): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) parsePart(part, field, values);
  return values;
}

export function parseCronPattern(pattern: string): CronPattern {
  const texts = pattern.trim().split(/\s+/u);
  if (texts.length !== FIELDS.length) throw new CronPatternError(`"${pattern}" has ${texts.length} fields; a cron pattern has 5 (minute hour day month weekday)`);
  const [minutes, hours, days, months, weekdays] = FIELDS.map((field, i) => parseField(texts[i] ?? '', field));
  if (!minutes || !hours || !days || !months || !weekdays) throw new CronPatternError(`"${pattern}" is not a cron pattern`);
  if (weekdays.delete(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, daysOr: texts[2] !== '*' && texts[4] !== '*' };
}

function dayMatches(pattern: CronPattern, date: Date): boolean {
  const day = pattern.days.has(date.getUTCDate());
  const weekday = pattern.weekdays.has(date.getUTCDay());
  return pattern.daysOr ? day || weekday : day && weekday;
}

export function cronMatches(pattern: CronPattern, date: Date): boolean {
  return (
    pattern.minutes.has(date.getUTCMinutes()) &&
    pattern.hours.has(date.getUTCHours()) &&
    pattern.months.has(date.getUTCMonth() + 1) &&
    dayMatches(pattern, date)
  );
}

/** Jumps that skip whole months, days and hours keep this well under a few thousand steps. */
const MAX_STEPS = 100_000;

/** The first whole minute strictly after `after` that the pattern matches. */
export function nextCronTime(pattern: CronPattern, after: Date): Date {
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (!pattern.months.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!dayMatches(pattern, t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!pattern.hours.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
    } else if (!pattern.minutes.has(t.getUTCMinutes())) {
      t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
    } else {
      return t;
    }
  }
  throw new CronPatternError('the pattern matches no date (such as the 30th of February)');
}
