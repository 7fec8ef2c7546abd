/**
 * The brand index as chart data: the newest `span` months of the index, one point per month with
 * each brand's share under a key of its own (`b0`, `b1`, …: brand names may hold dots, which
 * recharts would read as a path). A month without data stays null, a gap, never 0.
 */
import { parseMonthKey } from '../../domain/month-keys.ts';
import type { BrandIndexSeries } from '../../domain/contracts/brands.ts';
import { longMonthLabel, shortMonthLabel } from '../../workbench/panels/volume-series.ts';
import { formatShare } from '../../domain/share-format.ts';

export type BrandKey = `b${number}`;
export const brandKey = (index: number): BrandKey => `b${index}`;

export type SharePoint = { key: string; label: string; long: string } & { [brand: BrandKey]: number | null };

export interface ShareSeries {
  readonly brands: readonly { readonly key: BrandKey; readonly name: string; readonly position: number }[];
  readonly points: readonly SharePoint[];
}

/** `Nov 24` / `Nov 2024`; an unreadable key stays as it is. */
export function monthLabels(key: string): { label: string; long: string } {
  const at = parseMonthKey(key);
  return at ? { label: shortMonthLabel(at), long: longMonthLabel(at) } : { label: key, long: key };
}

/** The newest `span` months (all when there are fewer), oldest first, as the index orders them. */
export function shareSeries(months: readonly string[], brands: readonly BrandIndexSeries[], span: number): ShareSeries {
  const from = Math.max(0, months.length - Math.max(0, Math.floor(span)));
  const points = months.slice(from).map((key, offset) => {
    const point: SharePoint = { key, ...monthLabels(key) };
    brands.forEach((brand, index) => {
      point[brandKey(index)] = brand.shares[from + offset] ?? null;
    });
    return point;
  });
  return { brands: brands.map((brand, index) => ({ key: brandKey(index), name: brand.name, position: brand.position })), points };
}

/**
 * What a screen reader gets instead of the chart: the span, the leader of the newest month with
 * data, and each brand's newest share. Choice: a tie names the brand listed first.
 */
export function shareSummary(series: ShareSeries): string {
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (!first || !last) return 'Share of search: no months known yet.';
  const head = `Share of search, ${first.long} to ${last.long}`;
  const newest = [...series.points].reverse().find((point) => series.brands.some((brand) => point[brand.key] !== null));
  if (!newest) return `${head}: no brand has search volume in these months.`;
  const shares = series.brands.map((brand) => ({ name: brand.name, share: newest[brand.key] ?? null }));
  const leader = shares.reduce((best, entry) => ((entry.share ?? -1) > (best.share ?? -1) ? entry : best));
  const parts = shares.map((entry) => `${entry.name} ${formatShare(entry.share)}`).join(', ');
  return `${head}. In ${newest.long} ${leader.name} leads: ${parts}.`;
}
