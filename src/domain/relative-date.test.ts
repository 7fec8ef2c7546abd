import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { timeAgo, timeAgoCoarse } from './relative-date';

const NOW = Date.UTC(2024, 10, 20, 12, 0, 0);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number): number => NOW - ms;

describe('timeAgo', () => {
  it('says a few seconds ago under one minute', () => {
    expect(timeAgo(ago(0), NOW)).toBe('a few seconds ago');
    expect(timeAgo(ago(59 * S), NOW)).toBe('a few seconds ago');
  });
  it('counts minutes with the right plural', () => {
    expect(timeAgo(ago(1 * MIN), NOW)).toBe('1 minute ago');
    expect(timeAgo(ago(2 * MIN), NOW)).toBe('2 minutes ago');
    expect(timeAgo(ago(59 * MIN + 59 * S), NOW)).toBe('59 minutes ago');
  });
  it('counts hours', () => {
    expect(timeAgo(ago(H), NOW)).toBe('1 hour ago');
    expect(timeAgo(ago(23 * H), NOW)).toBe('23 hours ago');
  });
  it('counts days up to 7 days', () => {
    expect(timeAgo(ago(D), NOW)).toBe('1 day ago');
    expect(timeAgo(ago(2 * D), NOW)).toBe('2 days ago');
    expect(timeAgo(ago(7 * D + 23 * H), NOW)).toBe('7 days ago');
  });
  it('then shows a German date', () => {
    expect(timeAgo(ago(8 * D), NOW)).toBe('12.11.2024');
    expect(timeAgo(new Date(Date.UTC(2024, 0, 5, 23, 30)), NOW)).toBe('06.01.2024');
    expect(timeAgo(new Date(Date.UTC(2024, 0, 5, 23, 30)), NOW, 'UTC')).toBe('05.01.2024');
  });
  it('treats a future time as just now', () => {
    expect(timeAgo(NOW + 5 * MIN, NOW)).toBe('a few seconds ago');
  });
  it('is monotone in the age', () => {
    const rank = (s: string): [number, number] => {
      if (s === 'a few seconds ago') return [0, 0];
      const unit = /^(\d+) (minute|hour|day)s? ago$/.exec(s);
      if (unit) return [{ minute: 1, hour: 2, day: 3 }[unit[2] as 'minute' | 'hour' | 'day'], Number(unit[1])];
      const [d, m, y] = s.split('.').map(Number);
      return [4, -Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)];
    };
    const le = (a: [number, number], b: [number, number]): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
    fc.assert(
      fc.property(fc.nat({ max: 400 * D }), fc.nat({ max: 400 * D }), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        return le(rank(timeAgo(ago(young), NOW)), rank(timeAgo(ago(old), NOW)));
      }),
    );
  });
});

describe('timeAgoCoarse', () => {
  it('uses days under 7 days', () => {
    expect(timeAgoCoarse(ago(5 * H), NOW)).toBe('0 days ago');
    expect(timeAgoCoarse(ago(D), NOW)).toBe('1 day ago');
    expect(timeAgoCoarse(ago(6 * D), NOW)).toBe('6 days ago');
  });
  it('uses weeks under 30 days', () => {
    expect(timeAgoCoarse(ago(7 * D), NOW)).toBe('1 week ago');
    expect(timeAgoCoarse(ago(14 * D), NOW)).toBe('2 weeks ago');
    expect(timeAgoCoarse(ago(29 * D), NOW)).toBe('4 weeks ago');
  });
  it('uses months up to a year', () => {
    expect(timeAgoCoarse(ago(30 * D), NOW)).toBe('1 month ago');
    expect(timeAgoCoarse(ago(90 * D), NOW)).toBe('3 months ago');
    expect(timeAgoCoarse(ago(364 * D), NOW)).toBe('12 months ago');
  });
  it('then says 1 Year ago', () => {
    expect(timeAgoCoarse(ago(365 * D), NOW)).toBe('1 Year ago');
    expect(timeAgoCoarse(ago(3 * 365 * D), NOW)).toBe('1 Year ago');
  });
  it('is monotone in the age', () => {
    const rank = (s: string): number => {
      if (s === '1 Year ago') return 1e9;
      const m = /^(\d+) (day|week|month)s? ago$/.exec(s);
      if (!m) throw new Error(s);
      return { day: 0, week: 1e3, month: 1e6 }[m[2] as 'day' | 'week' | 'month'] + Number(m[1]);
    };
    fc.assert(
      fc.property(fc.nat({ max: 800 * D }), fc.nat({ max: 800 * D }), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        return rank(timeAgoCoarse(ago(young), NOW)) <= rank(timeAgoCoarse(ago(old), NOW));
      }),
    );
  });
});
