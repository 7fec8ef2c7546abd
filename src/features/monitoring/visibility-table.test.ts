import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { germanDay, visibilityTable } from './visibility-table.ts';

describe('visibility table', () => {
  it('puts the domains side by side by day, a gap as null', () => {
    const table = visibilityTable([
      { domain: 'www.a.de', visibility: [{ date: '2026-11-02', value: 3 }, { date: '2026-11-01', value: 1.5 }] },
      { domain: 'www.b.de', visibility: [{ date: '2026-11-02', value: 7 }] },
    ]);
    expect(table.rows).toEqual([
      { date: '2026-11-01', values: [1.5, null] },
      { date: '2026-11-02', values: [3, 7] },
    ]);
  });

  it('keeps every value of every series exactly once', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`);
    const series = fc.array(
      fc.record({ domain: fc.string(), visibility: fc.uniqueArray(fc.record({ date: day, value: fc.double({ min: 0, max: 1e6, noNaN: true }) }), { selector: (p) => p.date }) }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(series, (input) => {
        const table = visibilityTable(input);
        const kept = table.rows.reduce((sum, row) => sum + row.values.filter((v) => v !== null).length, 0);
        expect(kept).toBe(input.reduce((sum, s) => sum + s.visibility.length, 0));
        expect(table.rows.map((r) => r.date)).toEqual([...table.rows.map((r) => r.date)].sort());
      }),
    );
  });

  it('writes days the German way', () => {
    expect(germanDay('2026-11-24')).toBe('24.11.2026');
    expect(germanDay('2026-01-05T06:00:00Z')).toBe('05.01.2026');
    expect(germanDay('soon')).toBe('soon');
  });
});
