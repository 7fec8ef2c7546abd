import { describe, expect, it } from 'vitest';
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import { analyseBrand, UNCATEGORISED } from './brand-analysis.ts';
import { buildSnapshot } from './brand-index-snapshot.ts';

/** 24 months of 2025–2026 with the given count each month, `jump` from month index 20 on. */
function metrics(keyword: string, count: number, jump = count, category?: string): KeywordMetrics {
  return {
    keyword,
    search_volumes: Array.from({ length: 24 }, (_, i) => ({ year: 2025 + Math.floor(i / 12), month: (i % 12) + 1, count: i >= 20 ? jump : count })),
    cpc_low: null,
    cpc_high: null,
    competition: null,
    categories: category ? [[{ category_code: 1, category_code_parent: null, category_name: 'Sport', catlevel: 1 }, { category_code: 2, category_code_parent: 1, category_name: category, catlevel: 2 }]] : [],
    difficulty: null,
    serp_items: null,
  };
}

const brands = [
  { id: 1, name: 'nike', position: 0 },
  { id: 2, name: 'adidas', position: 1 },
];
const keywords = new Map([
  ['nike', 1],
  ['nike schuhe', 1],
  ['wie fallen nike schuhe aus', 1],
  ['adidas', 2],
]);
const snapshot = buildSnapshot(brands, keywords, [
  metrics('nike', 100, 100, 'Schuhe'),
  metrics('nike schuhe', 50, 250, 'Schuhe'),
  metrics('wie fallen nike schuhe aus', 10),
  metrics('adidas', 160),
  metrics('unrelated', 999),
]);

describe('buildSnapshot', () => {
  it('computes shares per month that sum to 1 and keeps only the brands’ keywords', () => {
    expect(snapshot.months).toHaveLength(48);
    expect(snapshot.months.at(-1)).toBe('202612');
    expect(snapshot.keywords.map((k) => k.metrics.k)).not.toContain('unrelated');
    // Months before the keywords' history are missing, not zero.
    expect(snapshot.totals[0]).toBeNull();
    expect(snapshot.brands[0]?.shares.at(-1)).toBeCloseTo(360 / 520, 12);
    expect((snapshot.brands[0]?.shares.at(-1) ?? 0) + (snapshot.brands[1]?.shares.at(-1) ?? 0)).toBeCloseTo(1, 12);
    expect(snapshot.brands[0]?.volume_change.month).toEqual({ current: 360, previous: 160, change: 1.25 });
  });
});

describe('analyseBrand', () => {
  const analysis = analyseBrand(snapshot, { id: 1, name: 'nike', position: 0, keyword_count: 3 }, 'de');
  it('lists the top keywords by volume with their part of the brand', () => {
    expect(analysis.top_keywords.map((k) => k.keyword)).toEqual(['nike schuhe', 'nike', 'wie fallen nike schuhe aus']);
    const total = analysis.top_keywords.reduce((a, k) => a + (k.share_of_brand ?? 0), 0);
    expect(total).toBeCloseTo(1, 12);
  });
  it('groups by the deepest provider category', () => {
    expect(analysis.categories.map((c) => [c.name, c.keyword_count])).toEqual([
      ['Schuhe', 2],
      [UNCATEGORISED, 1],
    ]);
  });
  it('finds the questions', () => {
    expect(analysis.questions.map((q) => q.keyword)).toEqual(['wie fallen nike schuhe aus']);
  });
  it('finds the month the brand gained and the keyword that moved it', () => {
    expect(analysis.movements).toHaveLength(1);
    const [gain] = analysis.movements;
    expect(gain).toMatchObject({ month: '202609', previous_month: '202608', direction: 'gain' });
    expect(gain?.drivers[0]).toMatchObject({ keyword: 'nike schuhe', brand: 'nike', volume_before: 50, volume_after: 250 });
    expect(gain?.drivers.reduce((a, d) => a + d.contribution, 0)).toBeCloseTo(gain?.change ?? 0, 12);
  });
});
