import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, viewsPerScreen } from './page-view-summary.ts';

describe('daysBetween', () => {
  it('lists the days newest first, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27']);
    expect(daysBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
  });
});

describe('viewsPerScreen', () => {
  it('sums per screen and day, busiest screen first', () => {
    const screens = viewsPerScreen([
      { path: '/collections', day: '2026-05-05', count: 1 },
      { path: '/collections', day: '2026-05-04', count: 2 },
      { path: '/ideas', day: '2026-05-04', count: 5 },
    ]);
    expect(screens.map((s) => [s.path, s.total])).toEqual([
      ['/ideas', 5],
      ['/collections', 3],
    ]);
    expect(screens[1]?.byDay.get('2026-05-04')).toBe(2);
  });

  it('loses no view', () => {
    const row = fc.record({ path: fc.constantFrom('/a', '/b', '/c'), day: fc.constantFrom('2026-01-01', '2026-01-02'), count: fc.integer({ min: 1, max: 1000 }) });
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const total = viewsPerScreen(rows).reduce((sum, screen) => sum + screen.total, 0);
        expect(total).toBe(rows.reduce((sum, r) => sum + r.count, 0));
      }),
    );
  });
});
