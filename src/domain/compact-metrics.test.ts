import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactMetrics, compactMetricsSchema, expandMetrics } from './compact-metrics.ts';
import { metricsArb } from '../../tests/support/metrics-arbitraries.ts';
import type { KeywordMetrics } from './keyword-metrics.ts';

describe('compact metrics', () => {
  it('expands to exactly the metrics it was made from, through JSON', () => {
    fc.assert(
      fc.property(metricsArb(), (m) => {
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
