import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ExportResponse } from '../../domain/contracts/monitoring.ts';
import { toCsv } from '../../workbench/export/csv.ts';
import { cellValue, historySheet } from './history-export.ts';

const answer: ExportResponse = {
  project: { id: 1, domain: 'www.demo-shop.de', device: 'desktop', location: 2276, language: 'de', competitors: [], tags: [], update_time: '06:00', keyword_count: 2, share_id: null, created_at: '2026-08-01T00:00:00Z' },
  dates: ['2026-11-23', '2026-11-24', '2026-11-25'],
  rows: [
    { keyword: 'skischuhe', tags: ['ski'], volume: 1200, url: 'https://www.demo-shop.de/ski', positions: [5, 'failed', 3] },
    { keyword: 'skihelm', tags: [], volume: null, url: null, positions: [null, 'not_found', 12] },
  ],
};

describe('export with the full history', () => {
  it('writes one column per day and a failure as "failed", never as a position', () => {
    const sheet = historySheet(answer);
    expect(sheet.columns.map((c) => c.header)).toEqual(['Keyword', 'Tags', 'Search volume', 'URL', '23.11.2026', '24.11.2026', '25.11.2026']);
    const csv = toCsv(sheet.columns, sheet.rows).replace(/^\uFEFF/u, '').split('\r\n');
    expect(csv[1]).toBe('skischuhe;ski;1200;https://www.demo-shop.de/ski;5;failed;3');
    expect(csv[2]).toBe('skihelm;;;;;not found;12');
  });

  it('keeps every lookup of every keyword', () => {
    const cell = fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constant('not_found' as const), fc.constant('failed' as const), fc.constant(null));
    fc.assert(fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 20 }), (positions) => {
      const sheet = historySheet({ ...answer, rows: positions.map((p, i) => ({ keyword: `k${i}`, tags: [], volume: null, url: null, positions: p })) });
      sheet.rows.forEach((row, i) => {
        const days = sheet.columns.slice(4).map((c) => c.value(row));
        expect(days).toEqual((positions[i] ?? []).map(cellValue));
      });
    }));
  });
});
