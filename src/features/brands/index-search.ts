/**
 * The brand index's view in the URL (`/brand-index/sportmarken?chart=lines&months=24`), beside the
 * keyword table's own view, so a copied link or Back reopens the same chart.
 */
import { z } from 'zod';
import { parseWorkbenchSearch, type WorkbenchSearch } from '../../workbench/view/view-search.ts';

export const CHART_KINDS = ['area', 'lines'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
/** The chart's spans; 48 months is the most the index keeps (issue 18). */
export const MONTH_SPANS = [12, 24, 36, 48] as const;
export type MonthSpan = (typeof MONTH_SPANS)[number];
export const DEFAULT_SPAN: MonthSpan = 48;

export interface IndexSearch {
  chart?: ChartKind;
  months?: MonthSpan;
}

const chartPart = z.enum(CHART_KINDS);
const monthsPart = z.coerce.number().pipe(z.union(MONTH_SPANS.map((n) => z.literal(n)) as [z.ZodLiteral<12>, z.ZodLiteral<24>, z.ZodLiteral<36>, z.ZodLiteral<48>]));

/** TanStack Router's `validateSearch`: a broken part of a hand-edited link falls back to its default. */
export function parseIndexSearch(search: Record<string, unknown>): IndexSearch & WorkbenchSearch & Record<string, unknown> {
  const { chart, months, ...rest } = search;
  const result: IndexSearch & WorkbenchSearch & Record<string, unknown> = parseWorkbenchSearch(rest);
  const c = chartPart.safeParse(chart);
  if (c.success) result.chart = c.data;
  const m = months === undefined ? null : monthsPart.safeParse(months);
  if (m?.success) result.months = m.data;
  return result;
}

export interface AnalysisSearch {
  /** The id of the brand looked into; the first brand of the dashboard when absent. */
  brand?: number;
}

const brandPart = z.coerce.number().int().positive();

export function parseAnalysisSearch(search: Record<string, unknown>): AnalysisSearch & Record<string, unknown> {
  const { brand, ...rest } = search;
  const result: AnalysisSearch & Record<string, unknown> = { ...rest };
  const b = brandPart.safeParse(brand);
  if (b.success) result.brand = b.data;
  return result;
}
