import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeywordMetrics } from './keyword-metrics.ts';
import { keywordRowFromMetrics } from './keyword-metrics-row.ts';
import { addMonths } from './month-keys.ts';

function metrics(counts: (number | null)[], overrides: Partial<KeywordMetrics> = {}): KeywordMetrics {
  const last = { year: 2026, month: 10 };
  return {
    keyword: 'glühwein',
    search_volumes: counts.map((count, i) => ({ count, ...addMonths(last, i - counts.length + 1) })),
    cpc_low: 0.4,
    cpc_high: 1.2,
    competition: 37,
    categories: [
      [
        { category_code: 10021, category_code_parent: null, category_name: 'Lebensmittel', catlevel: 1 },
        { category_code: 10455, category_code_parent: 10021, category_name: 'Getränke', catlevel: 2 },
      ],
    ],
    difficulty: 42,
    serp_items: [1, 10],
    ...overrides,
  };
}

describe('keywordRowFromMetrics', () => {
  it('averages and sums the latest 12 months and keys every month as YYYYMM', () => {
    const counts = [...Array<number>(36).fill(5), 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 1300];
    const row = keywordRowFromMetrics(metrics(counts));
    expect(row.annualsv).toBe(2400);
    expect(row.avgsv).toBe(200);
    expect(row.year).toBe(2026);
    expect(row.month).toBe(10);
    expect(row['202610']).toBe(1300);
    expect(row['202609']).toBe(100);
    expect(row['202211']).toBe(5);
    expect(row.search_volumes).toHaveLength(48);
  });

  it('fills difficulty, categories and season from the domain rules', () => {
    const counts = [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 500, 900];
    const row = keywordRowFromMetrics(metrics(counts));
    expect(row.keyword_difficulty).toEqual({ text: 'possible', maximum: 100, color: expect.any(String), difficulty: 42 });
    expect(row.categories).toBe('Getränke');
    expect(row.cats?.[0]?.[0]?.category_name).toBe('Lebensmittel');
    expect(row.peak).toBe(10);
    expect(row.season).toEqual([9, 10]);
    expect(row.adwords_cpc_low).toBe(0.4);
    expect(row.adwords_competition).toBe(37);
  });

  it("takes the provider's search intent, and classifies the keyword where the provider has none", () => {
    expect(keywordRowFromMetrics(metrics([1], { keyword: 'glühwein kaufen', search_intent: 'commercial' })).search_intent).toBe('commercial');
    expect(keywordRowFromMetrics(metrics([1], { keyword: 'glühwein kaufen', search_intent: null })).search_intent).toBe('transactional');
    expect(keywordRowFromMetrics(metrics([1], { keyword: 'glühwein rezept' })).search_intent).toBe('informational');
  });

  it('leaves metrics empty for a keyword the provider knows nothing of', () => {
    const row = keywordRowFromMetrics(
      metrics([null, null, null], { cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null }),
    );
    expect(row.avgsv).toBeNull();
    expect(row.annualsv).toBeNull();
    expect(row.keyword_difficulty).toBeNull();
    expect(row.categories).toBeNull();
    expect(row['202610']).toBeNull();
  });

  it('keeps avgsv between the smallest and largest of the latest counts', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(1_000_000), { nil: null }), { minLength: 1, maxLength: 48 }), (counts) => {
        const row = keywordRowFromMetrics(metrics(counts));
        const latest = counts.slice(-12).filter((c): c is number => c !== null);
        if (latest.length === 0) return row.avgsv === null && row.annualsv === null;
        return (
          row.avgsv !== null && row.avgsv >= Math.min(...latest) && row.avgsv <= Math.max(...latest) &&
          row.annualsv === latest.reduce((a, b) => a + b, 0)
        );
      }),
    );
  });
});
