import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeywordRow, MonthlyVolume } from './keyword-row';
import { queryKeywords, volumeInMonth, type KeywordQuery } from './chat-keyword-query';

function row(keyword: string, avgsv: number | null, volumes: MonthlyVolume[] = []): KeywordRow {
  return {
    keyword,
    year: 2026,
    month: 10,
    avgsv,
    annualsv: null,
    search_volumes: volumes,
    adwords_cpc_high: null,
    adwords_cpc_low: null,
    adwords_competition: null,
    categories: null,
    serp_items: null,
    keyword_difficulty: null,
    peak: null,
    season: null,
  };
}

const year = (counts: number[], last = 2026): MonthlyVolume[] => counts.map((count, i) => ({ year: last - (i < 10 ? 0 : 1), month: ((9 - i + 12) % 12) + 1, count }));
const base: KeywordQuery = { sort: 'avgsv', order: 'desc', limit: 10 };

describe('queryKeywords', () => {
  const rows = [row('glühwein kaufen', 900), row('winterjacke', 4000), row('skiurlaub', null), row('glühwein rezept', 2000)];

  it('sorts by volume, highest first, missing last, and cuts to the limit', () => {
    expect(queryKeywords(rows, { ...base, limit: 3 }).keywords.map((k) => k.keyword)).toEqual(['winterjacke', 'glühwein rezept', 'glühwein kaufen']);
    expect(queryKeywords(rows, { ...base, order: 'asc' }).keywords.map((k) => k.keyword)).toEqual(['glühwein kaufen', 'glühwein rezept', 'winterjacke', 'skiurlaub']);
  });

  it('filters by text and volume and counts every match before the limit', () => {
    expect(queryKeywords(rows, { ...base, contains: 'GLÜHWEIN', limit: 1 })).toMatchObject({ matched: 2, keywords: [{ keyword: 'glühwein rezept' }] });
    expect(queryKeywords(rows, { ...base, min_volume: 1000 }).matched).toBe(2);
    expect(queryKeywords(rows, { ...base, max_volume: 1000 }).matched).toBe(1);
  });

  it('reports and sorts by the latest volume of an asked month', () => {
    const dec = [row('a', 10, [{ year: 2024, month: 12, count: 999 }, { year: 2025, month: 12, count: 5 }]), row('b', 10, [{ year: 2025, month: 12, count: 50 }])];
    expect(volumeInMonth(dec[0] as KeywordRow, 12)).toBe(5);
    expect(queryKeywords(dec, { ...base, sort: 'month_volume', month: 12 }).keywords.map((k) => [k.keyword, k.month_volume])).toEqual([['b', 50], ['a', 5]]);
    expect(volumeInMonth(dec[1] as KeywordRow, 6)).toBeNull();
  });

  it('tells seasonal keywords from steady ones by SPEC §9', () => {
    const seasonal = row('glühwein', 100, year([10, 10, 400, 300, 10, 10, 10, 10, 10, 10, 10, 10]));
    const steady = row('jacke', 100, year(Array.from({ length: 12 }, () => 100)));
    const result = queryKeywords([seasonal, steady], { ...base, seasonal: true });
    expect(result.keywords.map((k) => k.keyword)).toEqual(['glühwein']);
    expect(result.keywords[0]?.peak).not.toBeNull();
  });

  it('property: never more than the limit, every result matches the filter, and the order holds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.option(fc.nat(10_000))), { maxLength: 30 }), fc.integer({ min: 1, max: 10 }), fc.nat(5000), (pairs, limit, min) => {
        const result = queryKeywords(pairs.map(([k, v]) => row(k, v)), { ...base, limit, min_volume: min });
        expect(result.keywords.length).toBeLessThanOrEqual(Math.min(limit, result.matched));
        for (const fact of result.keywords) expect(fact.avgsv ?? -1).toBeGreaterThanOrEqual(min);
        const volumes = result.keywords.map((k) => k.avgsv ?? -1);
        expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
      }),
    );
  });
});
