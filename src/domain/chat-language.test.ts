import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitOf, monthName, monthOf, periodDaysOf, questionLanguage } from './chat-language';

describe('chat language', () => {
  it('tells German from English questions', () => {
    expect(questionLanguage('Wie viele Keywords hat die Sammlung Winter Sale?')).toBe('de');
    expect(questionLanguage('How many keywords does the collection Winter Sale hold?')).toBe('en');
    expect(questionLanguage('glühwein')).toBe('de');
    expect(questionLanguage('glühwein?')).toBe('de');
    expect(questionLanguage('xyz')).toBe('en');
  });

  it('reads months in both languages', () => {
    expect(monthOf('im Dezember')).toBe(12);
    expect(monthOf('in December')).toBe(12);
    expect(monthOf('im März')).toBe(3);
    expect(monthOf('im Mai')).toBe(5);
    expect(monthOf('nothing')).toBeUndefined();
    expect(monthName(7, 'de')).toBe('Juli');
    expect(monthName(7, 'en')).toBe('July');
    expect(monthName(13, 'en')).toBe('13');
  });

  it('reads how many rows are wanted, within 1 to 50', () => {
    expect(limitOf('top 5 keywords')).toBe(5);
    expect(limitOf('die 20 besten')).toBe(20);
    expect(limitOf('the five keywords')).toBe(5);
    expect(limitOf('99 keywords')).toBe(50);
    expect(limitOf('0 keywords')).toBeUndefined();
    expect(limitOf('welche keywords')).toBeUndefined();
  });

  it('reads the period of a monitoring question', () => {
    expect(periodDaysOf('seit gestern')).toBe(1);
    expect(periodDaysOf('this month')).toBe(30);
    expect(periodDaysOf('diese Woche')).toBe(7);
    expect(periodDaysOf('lately')).toBe(7);
  });

  it('property: every text gets a language, a limit in range or none, a month in range or none', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(['de', 'en']).toContain(questionLanguage(text));
        const limit = limitOf(text);
        if (limit !== undefined) expect(limit).toBeGreaterThanOrEqual(1);
        if (limit !== undefined) expect(limit).toBeLessThanOrEqual(50);
        const month = monthOf(text);
        if (month !== undefined) expect(month).toBeGreaterThanOrEqual(1);
        expect([1, 7, 30]).toContain(periodDaysOf(text));
      }),
    );
  });
});
