import { formatNumber } from '../../domain/number-format.ts';

/** One day of one keyword: ranked, not found in the top 100, or a lookup that failed (its own state). */
export type PositionDay =
  | { readonly date: string; readonly state: 'ranked'; readonly position: number; readonly url: string | null }
  | { readonly date: string; readonly state: 'not_found' }
  | { readonly date: string; readonly state: 'failed'; readonly reason: string };

/** What the history chart says in words: its description and caption. Failures are counted, never averaged in. */
export function historySentence(keyword: string, days: readonly PositionDay[]): string {
  const ranked = days.flatMap((d) => (d.state === 'ranked' ? [d.position] : []));
  const failed = days.filter((d) => d.state === 'failed').length;
  const notFound = days.filter((d) => d.state === 'not_found').length;
  const parts = [`${keyword}: ${formatNumber(days.length)} days looked up`];
  if (ranked.length > 0) parts.push(`best position ${formatNumber(Math.min(...ranked))}, worst ${formatNumber(Math.max(...ranked))}`);
  if (notFound > 0) parts.push(`not in the top 100 on ${formatNumber(notFound)} ${notFound === 1 ? 'day' : 'days'}`);
  if (failed > 0) parts.push(`${formatNumber(failed)} failed ${failed === 1 ? 'lookup' : 'lookups'}`);
  return `${parts.join(', ')}.`;
}

/** One cell of the history table: what one domain had on one day. */
export type HistoryCell = { readonly kind: 'ranked'; readonly position: number } | { readonly kind: 'not_found' } | { readonly kind: 'failed'; readonly reason: string };

export interface HistorySeries {
  /** The project's domain first, then the competitors in the project's order. */
  readonly domains: readonly string[];
  /** Oldest first; `cells` line up with `domains`. */
  readonly rows: readonly { readonly date: string; readonly url: string | null; readonly cells: readonly HistoryCell[] }[];
}

export type CompetitorHistory = { readonly domain: string; readonly points: readonly { readonly date: string; readonly position: number | null }[] };

/**
 * The own domain and each competitor per day, from the same daily lookups. A failed lookup knows no
 * position of anyone that day: every domain's cell says "failed" and every line has a gap there.
 */
export function historySeries(domain: string, days: readonly PositionDay[], competitors: readonly CompetitorHistory[]): HistorySeries {
  const byDomain = competitors.map((c) => new Map(c.points.map((p) => [p.date, p.position])));
  return {
    domains: [domain, ...competitors.map((c) => c.domain)],
    rows: days.map((day) => {
      if (day.state === 'failed') {
        const failed: HistoryCell = { kind: 'failed', reason: day.reason };
        return { date: day.date, url: null, cells: [failed, ...competitors.map(() => failed)] };
      }
      const own: HistoryCell = day.state === 'ranked' ? { kind: 'ranked', position: day.position } : { kind: 'not_found' };
      const others = byDomain.map((positions): HistoryCell => {
        const position = positions.get(day.date) ?? null;
        return position === null ? { kind: 'not_found' } : { kind: 'ranked', position };
      });
      return { date: day.date, url: day.state === 'ranked' ? day.url : null, cells: [own, ...others] };
    }),
  };
}

/** The chart's value of a cell: a position, or a gap (never a position for "not found" or a failure). */
export const chartValue = (cell: HistoryCell | undefined): number | null => (cell?.kind === 'ranked' ? cell.position : null);

export function cellText(cell: HistoryCell | undefined): string {
  if (!cell) return '-';
  if (cell.kind === 'ranked') return formatNumber(cell.position);
  if (cell.kind === 'failed') return `failed: ${cell.reason}`;
  return 'not in the top 100';
}
