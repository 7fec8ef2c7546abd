/**
 * The classic WDF*IDF chart as data: the strongest terms (by the competitors' average WDF*IDF) with
 * the competitors' maximum, their average and the own text, each as WDF × IDF so the three lines share
 * one scale. The same points feed the table a screen reader reads instead of the chart.
 */
import { formatNumber } from '../../../domain/number-format.ts';
import type { TermRow } from '../../../domain/contracts/content-analysis.ts';

/** How many terms the chart shows: more would not fit a readable axis. */
export const CHART_TERMS = 30;

export interface ChartPoint {
  readonly term: string;
  readonly max: number;
  readonly average: number;
  readonly own: number;
  readonly recommendation: TermRow['recommendation'];
}

export const SERIES_LABELS = { max: 'Competitors’ maximum', average: 'Competitors’ average', own: 'Your text' } as const;

export function chartPoints(terms: readonly TermRow[], limit = CHART_TERMS): ChartPoint[] {
  return [...terms]
    .sort((a, b) => b.wdf_idf - a.wdf_idf)
    .slice(0, limit)
    .map((t) => ({ term: t.term, max: t.max_wdf * t.idf, average: t.wdf_idf, own: t.own_wdf_idf, recommendation: t.recommendation }));
}

/** One sentence of what the chart shows, for its accessible description and its caption. */
export function chartSummary(points: readonly ChartPoint[], hasOwnText: boolean): string {
  if (points.length === 0) return 'No terms to chart: the analysis found no competitor text.';
  const head = `The ${formatNumber(points.length)} strongest terms by WDF*IDF, from “${points[0]?.term ?? ''}” to “${points[points.length - 1]?.term ?? ''}”.`;
  if (!hasOwnText) return `${head} There is no own text to compare yet.`;
  const more = points.filter((p) => p.recommendation === 'more').length;
  const fewer = points.filter((p) => p.recommendation === 'fewer').length;
  return `${head} Your text uses ${formatNumber(more)} of them less than the competitors’ average and ${formatNumber(fewer)} more than their maximum.`;
}
