/** fast-check arbitraries of provider metrics: consecutive 48-month histories and histories with gaps. */
import fc from 'fast-check';
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import { addMonths } from '../../src/domain/month-keys.ts';
import { SEARCH_INTENTS } from '../../src/domain/search-intent.ts';

const count = fc.option(fc.nat(10_000_000), { nil: null });
const number = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null });
const chain = fc.array(
  fc.record({ category_code: fc.nat(), category_code_parent: fc.option(fc.nat(), { nil: null }), category_name: fc.string(), catlevel: fc.integer({ min: 1, max: 5 }) }),
  { maxLength: 3 },
);

export const consecutiveHistoryArb = fc
  .tuple(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.array(count, { maxLength: 48 }))
  .map(([year, month, counts]) => counts.map((c, i) => ({ count: c, ...addMonths({ year, month }, i) })));
export const anyHistoryArb = fc.array(fc.record({ count, year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) }), { maxLength: 10 });

export const metricsArb = (history: fc.Arbitrary<KeywordMetrics['search_volumes']> = fc.oneof(consecutiveHistoryArb, anyHistoryArb)): fc.Arbitrary<KeywordMetrics> =>
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
