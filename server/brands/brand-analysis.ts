/**
 * Brand analysis (/brand-analysis/{brandindex}) from a stored index: the brand's top keywords, its
 * categories, the questions people ask about it, and the months it gained or lost share with the
 * keywords that moved it (docs/decisions/0028-brand-analysis.md).
 */
import { expandMetrics } from '../../src/domain/compact-metrics.ts';
import type { DashboardBrand } from '../../src/domain/contracts/brands.ts';
import type { BrandCategory, BrandKeywordStat, ShareMovement } from '../../src/domain/contracts/brand-analysis.ts';
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import { parseMonthKey } from '../../src/domain/month-keys.ts';
import { isQuestionPhrase } from '../../src/domain/question-words.ts';
import { attributeShareChange, shareMoves, topDrivers, type KeywordMove } from '../../src/domain/share-attribution.ts';
import { relativeChange } from '../../src/domain/year-over-year.ts';
import type { BrandIndexSnapshot } from './brand-index-snapshot.ts';

export const TOP_KEYWORDS = 20;
export const MAX_QUESTIONS = 20;
export const MAX_MOVEMENTS = 6;
export const MAX_DRIVERS = 5;
/** The category of a keyword the provider files under none. */
export const UNCATEGORISED = 'Uncategorised';

export type BrandAnalysis = { top_keywords: BrandKeywordStat[]; categories: BrandCategory[]; questions: BrandKeywordStat[]; movements: ShareMovement[] };

/** Counts by `YYYYMM` key of the snapshot's months, null where missing. */
function countsOn(metrics: KeywordMetrics, months: readonly string[]): (number | null)[] {
  const byKey = new Map(metrics.search_volumes.map((v) => [`${v.year}${String(v.month).padStart(2, '0')}`, v.count]));
  return months.map((key) => byKey.get(key) ?? null);
}

function knownSum(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, v) => a + v, 0);
}

type KeywordFacts = { keyword: string; brandId: number; counts: (number | null)[]; last12: number | null; avg12: number | null; prev12: number | null; category: string };

/** The deepest entry of the first category chain: the most specific name the provider gave. */
function categoryOf(metrics: KeywordMetrics): string {
  const chain = metrics.categories[0] ?? [];
  const deepest = [...chain].sort((a, b) => b.catlevel - a.catlevel)[0];
  return deepest?.category_name ?? UNCATEGORISED;
}

function factsOf(snapshot: BrandIndexSnapshot): KeywordFacts[] {
  const n = snapshot.months.length;
  return snapshot.keywords.map(({ brand_id, metrics: compact }) => {
    const metrics = expandMetrics(compact);
    const counts = countsOn(metrics, snapshot.months);
    const latest = counts.slice(Math.max(0, n - 12));
    const known = latest.filter((v): v is number => v !== null);
    return {
      keyword: metrics.keyword,
      brandId: brand_id,
      counts,
      last12: knownSum(latest),
      avg12: known.length === 0 ? null : Math.round(known.reduce((a, v) => a + v, 0) / known.length),
      prev12: n >= 24 ? knownSum(counts.slice(n - 24, n - 12)) : null,
      category: categoryOf(metrics),
    };
  });
}

function statOf(facts: KeywordFacts, brandTotal: number | null): BrandKeywordStat {
  return {
    keyword: facts.keyword,
    avgsv: facts.avg12,
    share_of_brand: brandTotal && facts.last12 !== null ? Math.min(1, facts.last12 / brandTotal) : null,
    change: relativeChange(facts.last12, facts.prev12),
  };
}

const byVolume = (a: KeywordFacts, b: KeywordFacts) => (b.last12 ?? -1) - (a.last12 ?? -1) || a.keyword.localeCompare(b.keyword);

function categoriesOf(own: readonly KeywordFacts[], brandTotal: number | null): BrandCategory[] {
  const groups = new Map<string, KeywordFacts[]>();
  for (const f of own) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return [...groups.entries()]
    .map(([name, members]) => {
      const volume = members.reduce((a, f) => a + (f.last12 ?? 0), 0);
      return {
        name,
        keyword_count: members.length,
        volume,
        share_of_brand: brandTotal ? Math.min(1, volume / brandTotal) : null,
        keywords: [...members].sort(byVolume).slice(0, 5).map((f) => f.keyword),
      };
    })
    .sort((a, b) => b.volume - a.volume || a.name.localeCompare(b.name));
}

function movementsOf(all: readonly KeywordFacts[], brand: DashboardBrand, snapshot: BrandIndexSnapshot, names: ReadonlyMap<number, string>): ShareMovement[] {
  const shares = snapshot.brands.find((b) => b.brand_id === brand.id)?.shares ?? [];
  const movements: ShareMovement[] = [];
  for (const move of shareMoves(shares)) {
    const month = snapshot.months[move.month];
    const previous = snapshot.months[move.month - 1];
    if (!month || !previous || !parseMonthKey(month)) continue;
    const moves: KeywordMove[] = all.map((f) => ({ keyword: f.keyword, brand: f.brandId, before: f.counts[move.month - 1] ?? null, after: f.counts[move.month] ?? null }));
    const attribution = attributeShareChange(brand.id, moves);
    if (!attribution) continue;
    movements.push({
      month,
      previous_month: previous,
      share_before: attribution.shareBefore,
      share_after: attribution.shareAfter,
      change: attribution.change,
      direction: attribution.change >= 0 ? 'gain' : 'loss',
      drivers: topDrivers(attribution, MAX_DRIVERS).map((d) => ({
        keyword: d.keyword,
        brand_id: d.brand,
        brand: names.get(d.brand) ?? '',
        volume_before: d.before,
        volume_after: d.after,
        contribution: d.contribution,
      })),
    });
    if (movements.length >= MAX_MOVEMENTS) break;
  }
  return movements;
}

/** The analysis of one brand of a stored index; `language` decides which phrases are questions. */
export function analyseBrand(snapshot: BrandIndexSnapshot, brand: DashboardBrand, language: string): BrandAnalysis {
  const all = factsOf(snapshot);
  const own = all.filter((f) => f.brandId === brand.id);
  const brandTotal = knownSum(own.map((f) => f.last12));
  const names = new Map(snapshot.brands.map((b) => [b.brand_id, b.name]));
  const sorted = [...own].sort(byVolume);
  return {
    top_keywords: sorted.slice(0, TOP_KEYWORDS).map((f) => statOf(f, brandTotal)),
    categories: categoriesOf(own, brandTotal),
    questions: sorted.filter((f) => isQuestionPhrase(f.keyword, language)).slice(0, MAX_QUESTIONS).map((f) => statOf(f, brandTotal)),
    movements: movementsOf(all, brand, snapshot, names),
  };
}
