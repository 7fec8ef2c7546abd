import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { keywordCells, lastTwelveMonths, serpFeatureNames, trendLabel } from './keyword-cells.ts';

describe('keyword cells', () => {
  it('formats a full row in SPEC §3 and §9 formats, CPC in euros at the start-up rate', () => {
    const row = {
      ...emptyKeywordRow('glühwein'),
      avgsv: 12_345,
      annualsv: 148_140,
      adwords_competition: 37,
      adwords_cpc_low: 0.5,
      adwords_cpc_high: 1.5,
      categories: 'Food & Drink',
      keyword_difficulty: { text: 'difficult', maximum: 70, color: '#f00', difficulty: 64 },
      peak: 12,
      season: [11, 12, 1],
    };
    expect(keywordCells(row, 0.92)).toEqual({
      avgsv: '12.345',
      annualsv: '148.140',
      competition: '37',
      cpc: '0,46 – 1,38 €',
      difficulty: 'difficult',
      categories: 'Food & Drink',
      peak: 'Dec',
      season: 'Nov, Dec, Jan',
    });
  });

  it('shows - for every missing value', () => {
    expect(Object.values(keywordCells(emptyKeywordRow('x'), 0.92)).every((cell) => cell === '-')).toBe(true);
  });

  it('takes the latest 12 months in calendar order for the trend', () => {
    const volumes = Array.from({ length: 14 }, (_, i) => ({ year: 2025 + Math.floor(i / 12), month: (i % 12) + 1, count: i * 100 })).reverse();
    const last = lastTwelveMonths(volumes);
    expect(last).toHaveLength(12);
    expect(last[0]).toEqual({ year: 2025, month: 3, count: 200 });
    expect(last[11]).toEqual({ year: 2026, month: 2, count: 1300 });
    expect(trendLabel(volumes)).toMatch(/^Mar 2025: 200, .* Feb 2026: 1\.300$/u);
    expect(trendLabel([])).toBe('No monthly volumes');
  });

  it('names SERP features from the catalogue', () => {
    expect(serpFeatureNames([6, 10])).toEqual(['answer box', 'people also ask']);
    expect(serpFeatureNames(null)).toEqual([]);
    expect(serpFeatureNames([999])).toEqual(['feature 999']);
  });
});
