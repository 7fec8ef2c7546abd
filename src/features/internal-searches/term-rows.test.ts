import { describe, expect, it } from 'vitest';
import type { TermsResponse } from '../../domain/contracts/internal-searches.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { GAP_COLUMN, SEARCHES_COLUMN, termColumns, termRows, TREND_COLUMN } from './term-rows.ts';

const answer: TermsResponse = {
  period: { from: '2026-08-25', to: '2026-11-22' },
  domain: 'www.demo-shop.de',
  location: 2276,
  language: 'de',
  terms: [
    { term: 'winterjacke damen', searches: 1200, trend: 52.46, volume: 9900, position: null, url: null, gap: true },
    { term: 'wintermantel damen', searches: 800, trend: null, volume: 5400, position: 1, url: 'https://www.demo-shop.de/a', gap: false },
    { term: 'rücksendung', searches: 300, trend: -3, volume: null, position: null, url: null, gap: false },
  ],
  rows: [{ ...emptyKeywordRow('Winterjacke Damen'), avgsv: 9900 }, { ...emptyKeywordRow('wintermantel damen'), avgsv: 5400 }],
  truncated: false,
  google_problem: null,
};

describe('termRows', () => {
  it('puts Google row, position and the site columns together, in the answer order', () => {
    const rows = termRows(answer, false);
    expect(rows.map((r) => r.keyword)).toEqual(['winterjacke damen', 'wintermantel damen', 'rücksendung']);
    expect(rows[0]).toMatchObject({ avgsv: 9900, ranking: null, [`custom_${SEARCHES_COLUMN}`]: 1200, [`custom_${TREND_COLUMN}`]: 52, [`custom_${GAP_COLUMN}`]: 'gap' });
    expect(rows[1]?.ranking).toMatchObject({ position: 1 });
    expect(rows[1]?.[`custom_${TREND_COLUMN}`]).toBeNull();
    expect(rows[2]).toMatchObject({ avgsv: null, [`custom_${GAP_COLUMN}`]: 'no' });
  });

  it('keeps only the gaps when asked', () => {
    expect(termRows(answer, true).map((r) => r.keyword)).toEqual(['winterjacke damen']);
  });

  it('declares the three site columns, the numeric ones right-aligned and filtered as numbers', () => {
    const [searches, trend, gap] = termColumns();
    expect(searches).toMatchObject({ value: `custom_${SEARCHES_COLUMN}`, align: 'right', filter_attributes: { kind: 'number' } });
    expect(trend?.value).toBe(`custom_${TREND_COLUMN}`);
    expect(gap).toMatchObject({ value: `custom_${GAP_COLUMN}`, filter_attributes: { kind: 'text' } });
  });
});
