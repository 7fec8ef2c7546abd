import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cellText, chartValue, historySentence, historySeries, type PositionDay } from './position-history.ts';

describe('position history sentence', () => {
  it('names best and worst of the ranked days and counts failures apart', () => {
    const days: PositionDay[] = [
      { date: '2026-11-01', state: 'ranked', position: 4, url: null },
      { date: '2026-11-02', state: 'failed', reason: 'timeout' },
      { date: '2026-11-03', state: 'ranked', position: 12, url: 'https://x.de/a' },
      { date: '2026-11-04', state: 'not_found' },
    ];
    expect(historySentence('ski', days)).toBe('ski: 4 days looked up, best position 4, worst 12, not in the top 100 on 1 day, 1 failed lookup.');
  });

  it('never turns a failure into a position', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 30 }), (reasons) => {
        const days: PositionDay[] = reasons.map((reason, i) => ({ date: `d${i}`, state: 'failed', reason }));
        expect(historySentence('k', days)).not.toMatch(/position/);
      }),
    );
  });
});

describe('position history with competitors', () => {
  const days: PositionDay[] = [
    { date: '2026-11-01', state: 'ranked', position: 4, url: 'https://www.shop.de/a' },
    { date: '2026-11-02', state: 'failed', reason: 'timeout' },
    { date: '2026-11-03', state: 'not_found' },
  ];
  const competitors = [
    { domain: 'www.a.de', points: [{ date: '2026-11-01', position: 2 }, { date: '2026-11-03', position: 7 }] },
    { domain: 'www.b.de', points: [{ date: '2026-11-01', position: null }, { date: '2026-11-03', position: 1 }] },
  ];

  it('lines up the own domain and each competitor per day, a failure day failed for all', () => {
    const series = historySeries('www.shop.de', days, competitors);
    expect(series.domains).toEqual(['www.shop.de', 'www.a.de', 'www.b.de']);
    expect(series.rows.map((r) => r.cells.map(cellText))).toEqual([
      ['4', '2', 'not in the top 100'],
      ['failed: timeout', 'failed: timeout', 'failed: timeout'],
      ['not in the top 100', '7', '1'],
    ]);
    expect(series.rows.map((r) => r.cells.map(chartValue))).toEqual([
      [4, 2, null],
      [null, null, null],
      [null, 7, 1],
    ]);
    expect(series.rows[0]?.url).toBe('https://www.shop.de/a');
  });

  it('never charts a failure day as a position of anyone', () => {
    const day = fc.oneof(
      fc.record({ state: fc.constant('failed' as const), reason: fc.string({ minLength: 1 }) }),
      fc.record({ state: fc.constant('ranked' as const), position: fc.integer({ min: 1, max: 100 }), url: fc.constant(null) }),
      fc.record({ state: fc.constant('not_found' as const) }),
    );
    fc.assert(
      fc.property(fc.array(day, { maxLength: 20 }), fc.array(fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }), { minLength: 20, maxLength: 20 }), (drawn, competitorPositions) => {
        const list: PositionDay[] = drawn.map((d, i) => ({ ...d, date: `2026-11-${String(i + 1).padStart(2, '0')}` }));
        // A competitor position stored on a failure day (it cannot be) must not show either.
        const competitor = { domain: 'www.c.de', points: list.map((d, i) => ({ date: d.date, position: competitorPositions[i] ?? null })) };
        const series = historySeries('www.own.de', list, [competitor]);
        series.rows.forEach((row, i) => {
          if (list[i]?.state === 'failed') expect(row.cells.map(chartValue)).toEqual([null, null]);
        });
      }),
    );
  });
});
