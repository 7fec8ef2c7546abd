/**
 * A compact form of keyword metrics for storage. A 48-month history as objects is about 1.7 KB per
 * keyword; as one count array with its first month it is a fifth of that. The cache and the bulk
 * volume job store this form, and the embedded database's cost grows with every byte it moves.
 */
import { z } from 'zod';
import type { KeywordMetrics } from './keyword-metrics.ts';
import type { MonthlyVolume } from './keyword-row.ts';
import { addMonths } from './month-keys.ts';
import { SEARCH_INTENTS } from './search-intent.ts';

const categoryEntrySchema = z.object({
  category_code: z.number(),
  category_code_parent: z.number().nullable(),
  category_name: z.string(),
  catlevel: z.number(),
});

const monthlyVolumeSchema = z.object({ count: z.number().nullable(), month: z.number().int().min(1).max(12), year: z.number().int() });

export const compactMetricsSchema = z.object({
  k: z.string(),
  /** A history of consecutive months: the first month and the counts, oldest first. */
  h: z.union([
    z.object({ y: z.number().int(), m: z.number().int().min(1).max(12), v: z.array(z.number().nullable()) }),
    // Any other history (a gap, a repeated month) is kept as it came.
    z.object({ raw: z.array(monthlyVolumeSchema) }),
  ]),
  cl: z.number().nullable(),
  ch: z.number().nullable(),
  c: z.number().nullable(),
  cat: z.array(z.array(categoryEntrySchema)),
  d: z.number().nullable(),
  s: z.array(z.number()).nullable(),
  /** The provider's search intent; absent in entries stored before it was kept, and where the provider has none. */
  i: z.enum(SEARCH_INTENTS).optional(),
});
export type CompactMetrics = z.infer<typeof compactMetricsSchema>;

function consecutive(history: readonly MonthlyVolume[]): boolean {
  for (let i = 1; i < history.length; i++) {
    const previous = history[i - 1];
    const current = history[i];
    if (!previous || !current) return false;
    const next = addMonths(previous, 1);
    if (next.year !== current.year || next.month !== current.month) return false;
  }
  return true;
}

export function compactMetrics(metrics: KeywordMetrics): CompactMetrics {
  const history = metrics.search_volumes;
  const first = history[0];
  return {
    k: metrics.keyword,
    h: first && consecutive(history) ? { y: first.year, m: first.month, v: history.map((entry) => entry.count) } : { raw: history.slice() },
    cl: metrics.cpc_low,
    ch: metrics.cpc_high,
    c: metrics.competition,
    cat: metrics.categories,
    d: metrics.difficulty,
    s: metrics.serp_items,
    ...(metrics.search_intent ? { i: metrics.search_intent } : {}),
  };
}

export function expandMetrics(compact: CompactMetrics): KeywordMetrics {
  const { h } = compact;
  const search_volumes =
    'raw' in h ? h.raw : h.v.map((count, index) => ({ count, ...addMonths({ year: h.y, month: h.m }, index) }));
  return {
    keyword: compact.k,
    search_volumes,
    cpc_low: compact.cl,
    cpc_high: compact.ch,
    competition: compact.c,
    categories: compact.cat,
    difficulty: compact.d,
    serp_items: compact.s,
    ...(compact.i ? { search_intent: compact.i } : {}),
  };
}
