import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metricsArb } from '../../tests/support/metrics-arbitraries.ts';
import { keywordRowFromCompact } from './compact-keyword-row.ts';
import { compactMetrics, compactMetricsSchema } from './compact-metrics.ts';
import { keywordRowFromMetrics } from './keyword-metrics-row.ts';

const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('keywordRowFromCompact', () => {
  it('reads a row stored compact exactly as the whole row the builder made, both through JSON', () => {
    fc.assert(
      fc.property(metricsArb(), (m) => {
        const stored = compactMetricsSchema.parse(throughJson(compactMetrics(m)));
        expect(throughJson(keywordRowFromCompact(stored))).toEqual(throughJson(keywordRowFromMetrics(m)));
      }),
    );
  });

  it('classifies the intent of metrics the provider gave none, as the builder did when the row was saved', () => {
    const m = { keyword: 'glühwein kaufen', search_volumes: [], cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null };
    const row = keywordRowFromCompact(compactMetrics(m));
    expect(row.search_intent).toBe(keywordRowFromMetrics(m).search_intent);
    expect(row.search_intent).not.toBeUndefined();
  });
});
