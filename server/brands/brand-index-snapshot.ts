/**
 * The finished index of a dashboard, computed once from a run's keyword metrics and stored
 * (brand_index_results): the screens then read numbers, not 2,000 keyword histories.
 */
import { compactMetrics, type CompactMetrics } from '../../src/domain/compact-metrics.ts';
import { BRAND_INDEX_MONTHS, type BrandIndexSeries } from '../../src/domain/contracts/brands.ts';
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import type { MonthlyVolume } from '../../src/domain/keyword-row.ts';
import type { YearMonth } from '../../src/domain/month-keys.ts';
import { seasonality } from '../../src/domain/seasonality.ts';
import { brandMonthlyVolumes, indexMonths, monthKeyOf, shareChangeOverYear, shareOfSearch } from '../../src/domain/share-of-search.ts';
import { yearOverYear } from '../../src/domain/year-over-year.ts';

export type SnapshotBrand = { id: number; name: string; position: number };

export type BrandIndexSnapshot = {
  /** `YYYYMM`, oldest first. */
  months: string[];
  totals: (number | null)[];
  brands: BrandIndexSeries[];
  /** Every brand keyword's metrics in their compact form, brand by brand in keyword order. */
  keywords: { brand_id: number; metrics: CompactMetrics }[];
};

const NO_CHANGE = { current: null, previous: null, change: null };

function asHistory(volumes: readonly (number | null)[], months: readonly YearMonth[]): MonthlyVolume[] {
  return months.map((at, i) => ({ ...at, count: volumes[i] ?? null }));
}

/**
 * Builds the index. `keywordsOf` maps each keyword to its brand's id; metrics of a keyword no brand
 * holds (a keyword removed since) are left out.
 */
export function buildSnapshot(brands: readonly SnapshotBrand[], keywordsOf: ReadonlyMap<string, number>, metrics: readonly KeywordMetrics[]): BrandIndexSnapshot {
  const kept = metrics.filter((m) => keywordsOf.has(m.keyword));
  const seriesOf = (brandId: number) => kept.filter((m) => keywordsOf.get(m.keyword) === brandId).map((m) => m.search_volumes);
  const months = indexMonths(kept.map((m) => m.search_volumes), BRAND_INDEX_MONTHS);
  const volumes = brands.map((b) => brandMonthlyVolumes(seriesOf(b.id), months));
  const { totals, shares } = shareOfSearch(volumes);
  const last = months[months.length - 1];
  const series: BrandIndexSeries[] = brands.map((brand, b) => {
    const history = asHistory(volumes[b] ?? [], months);
    const yoy = last ? yearOverYear(history, last) : null;
    const season = seasonality(history.filter((v) => v.count !== null));
    return {
      brand_id: brand.id,
      name: brand.name,
      position: brand.position,
      volumes: volumes[b] ?? [],
      shares: shares[b] ?? [],
      volume_change: { month: yoy?.monthChange ?? NO_CHANGE, twelve_months: yoy?.twelveMonthChange ?? NO_CHANGE },
      share_change: shareChangeOverYear(shares[b] ?? []),
      seasonality: season,
    };
  });
  const order = new Map(brands.map((b) => [b.id, b.position]));
  const keywords = kept
    .map((m) => ({ brand_id: keywordsOf.get(m.keyword) ?? 0, metrics: compactMetrics(m) }))
    .sort((a, b) => (order.get(a.brand_id) ?? 0) - (order.get(b.brand_id) ?? 0));
  return { months: months.map(monthKeyOf), totals, brands: series, keywords };
}
