import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactMetrics, compactMetricsSchema, expandMetrics } from './compact-metrics.ts';
import type { KeywordMetrics } from './keyword-metrics.ts';
import { addMonths } from './month-keys.ts';
import { SEARCH_INTENTS } from './search-intent.ts';

const count = fc.option(fc.nat(10_000_000), { nil: null });
const number = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null });
const chain = fc.array(
  fc.record({ category_code: fc.nat(), category_code_parent: fc.option(fc.nat(), { nil: null }), category_name: fc.string(), catlevel: fc.integer({ min: 1, max: 5 }) }),
  { maxLength: 3 },
);

const consecutiveHistory = fc
  .tuple(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.array(count, { maxLength: 48 }))
  .map(([year, month, counts]) => counts.map((c, i) => ({ count: c, ...addMonths({ year, month }, i) })));
const anyHistory = fc.array(fc.record({ count, year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) }), { maxLength: 10 });

const metrics = (history: fc.Arbitrary<KeywordMetrics['search_volumes']>): fc.Arbitrary<KeywordMetrics> =>
  fc.record({
    keyword: fc.string(),
    search_volumes: history,
    cpc_low: number,
    cpc_high: number,
    competition: number,
    categories: fc.array(chain, { maxLength: 3 }),
    difficulty: number,
    serp_items: fc.option(fc.array(fc.integer({ min: 0, max: 38 })), { nil: null }),
    search_intent: fc.option(fc.constantFrom(...SEARCH_INTENTS), { nil: undefined }),
  });

describe('compact metrics', () => {
  it('expands to exactly the metrics it was made from, through JSON', () => {
    fc.assert(
      fc.property(metrics(fc.oneof(consecutiveHistory, anyHistory)), (m) => {
        const stored: unknown = JSON.parse(JSON.stringify(compactMetrics(m)));
        expect(expandMetrics(compactMetricsSchema.parse(stored))).toEqual(m);
      }),
    );
  });

  it('keeps a consecutive history as one count array', () => {
    const m: KeywordMetrics = {
      keyword: 'glühwein',
      search_volumes: [
        { count: 5, year: 2025, month: 12 },
        { count: null, year: 2026, month: 1 },
      ],
      cpc_low: 0.1, cpc_high: 0.5, competition: 10, categories: [], difficulty: 20, serp_items: [1],
    };
    expect(compactMetrics(m).h).toEqual({ y: 2025, m: 12, v: [5, null] });
    const gap = { ...m, search_volumes: [m.search_volumes[0]!, { count: 1, year: 2026, month: 3 }] };
    expect(compactMetrics(gap).h).toEqual({ raw: gap.search_volumes });
  });
});
