import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, germanDay, isoDay, parseSearchCount, parseSearchDay } from './internal-search-values.ts';

const TODAY = '2026-11-25';

describe('parseSearchCount', () => {
  it.each([
    ['1234', 1234],
    ['1.234', 1234],
    ['1,234', 1234],
    ['1 234', 1234],
    ['1\u00a0234.567', null],
    ['12.345.678', 12_345_678],
    [' 7 ', 7],
    ['12,00', 12],
  ])('%s → %s', (cell, expected) => {
    const result = parseSearchCount(cell);
    expect(result.ok ? result.value : null).toBe(expected);
  });

  it('names the reason of a refused count', () => {
    expect(parseSearchCount('')).toEqual({ ok: false, reason: 'the count is empty' });
    expect(parseSearchCount('1,5')).toEqual({ ok: false, reason: 'the count "1,5" is not a whole number' });
    expect(parseSearchCount('-3')).toEqual({ ok: false, reason: 'the count "-3" is negative' });
    expect(parseSearchCount('0')).toEqual({ ok: false, reason: 'the count is 0' });
    expect(parseSearchCount('999999999').ok).toBe(false);
  });

  it('reads every whole count the same in German, English and plain writing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (n) => {
        for (const text of [String(n), n.toLocaleString('de-DE'), n.toLocaleString('en-US')]) {
          expect(parseSearchCount(text)).toEqual({ ok: true, value: n });
        }
      }),
    );
  });
});

describe('parseSearchDay', () => {
  it.each([
    ['24.11.2026', '2026-11-24'],
    ['1.2.2026', '2026-02-01'],
    ['2026-11-24', '2026-11-24'],
    ['2026-11-24T10:00:00Z', '2026-11-24'],
    ['11/24/2026', '2026-11-24'],
    ['20261124', '2026-11-24'],
  ])('%s → %s', (cell, expected) => {
    expect(parseSearchDay(cell, TODAY)).toEqual({ ok: true, value: expected });
  });

  it('refuses impossible, future, ancient and unknown dates with the reason', () => {
    expect(parseSearchDay('31.02.2026', TODAY)).toEqual({ ok: false, reason: 'the date "31.02.2026" is not a calendar day' });
    expect(parseSearchDay('24/11/2026', TODAY)).toMatchObject({ ok: false, reason: expect.stringContaining('not a calendar day') });
    expect(parseSearchDay('26.11.2026', TODAY)).toEqual({ ok: false, reason: 'the date 26.11.2026 lies in the future' });
    expect(parseSearchDay('1999-12-31', TODAY)).toMatchObject({ ok: false, reason: expect.stringContaining('before 2000-01-01') });
    expect(parseSearchDay('gestern', TODAY)).toMatchObject({ ok: false, reason: expect.stringContaining('24.11.2026, 2026-11-24 or 11/24/2026') });
    expect(parseSearchDay(' ', TODAY)).toEqual({ ok: false, reason: 'the date is empty' });
  });

  it('reads a calendar day alike in all its spellings', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2026-11-25T00:00:00Z'), noInvalidDate: true }), (date) => {
        const y = date.getUTCFullYear();
        const m = date.getUTCMonth() + 1;
        const d = date.getUTCDate();
        const iso = isoDay(y, m, d);
        const two = (n: number) => String(n).padStart(2, '0');
        for (const text of [`${d}.${m}.${y}`, `${y}-${two(m)}-${two(d)}`, `${m}/${d}/${y}`, `${y}${two(m)}${two(d)}`]) {
          expect(parseSearchDay(text, TODAY)).toEqual({ ok: true, value: iso });
        }
      }),
    );
  });
});

describe('day arithmetic', () => {
  it('adds days across months and years and counts both ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('writes a day the German way, and the parser reads it back', () => {
    expect(germanDay('2026-11-04')).toBe('04.11.2026');
    fc.assert(fc.property(fc.integer({ min: 0, max: 9000 }), (n) => {
      const day = addDays('2001-01-01', n);
      const read = parseSearchDay(germanDay(day), '2030-01-01');
      return read.ok && read.value === day;
    }));
  });

  it('daysBetween undoes addDays', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2000 }), (n) => daysBetween('2020-02-29', addDays('2020-02-29', n)) === n + 1));
  });
});
