/**
 * Provider usage per suite (issue 21, decision 0053): the server counts every keyword lookup made for
 * a company per day, suite, port and kind (answered from the cache, or paid for at the provider);
 * Settings → Usage shows this month beside the previous one. Pure: the store hands in month counts.
 */
import { formatNumber } from './number-format.ts';

/** The suites a caller names when it asks a provider, in the order Settings lists them. */
export const USAGE_SUITES = ['searchvolume', 'research', 'collections', 'brands', 'monitoring', 'internal-searches', 'ai-chat', 'ai-suite', 'content'] as const;
export type UsageSuite = (typeof USAGE_SUITES)[number];

export const USAGE_SUITE_LABELS: Readonly<Record<UsageSuite, string>> = {
  searchvolume: 'Search volume',
  research: 'Research',
  collections: 'Collections',
  brands: 'Brands',
  monitoring: 'Monitoring',
  'internal-searches': 'Internal searches',
  'ai-chat': 'AI Chat',
  'ai-suite': 'AI Suite',
  content: 'Content',
};

/** The provider ports that are counted (server/providers/ports.ts); payments are no lookup. */
export const USAGE_PORTS = ['metrics', 'suggestions', 'ideas', 'domainKeywords', 'serp', 'rankings', 'rankTracking', 'amazon', 'languageModel'] as const;
export type UsagePort = (typeof USAGE_PORTS)[number];

/** `cache`: answered from the cache tables, free; `paid`: asked of the provider's adapter. */
export const USAGE_KINDS = ['cache', 'paid'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** One stored counter summed over a month: `month` is `YYYY-MM`. */
export interface UsageCount {
  readonly month: string;
  readonly suite: UsageSuite;
  readonly port: UsagePort;
  readonly kind: UsageKind;
  /** Lookups (one request of a port, however many keywords it carried). */
  readonly calls: number;
  /** Keywords (or queries) those lookups covered. */
  readonly keywords: number;
}

/** A month of one suite: keywords and calls from the cache and paid. */
export interface UsageTally {
  cache_keywords: number;
  cache_calls: number;
  paid_keywords: number;
  paid_calls: number;
}

export interface SuiteUsage {
  readonly suite: UsageSuite;
  readonly current: UsageTally;
  readonly previous: UsageTally;
}

export interface UsageMonths {
  /** `YYYY-MM` of the month `now` falls in (UTC), and of the one before. */
  readonly current: string;
  readonly previous: string;
}

export const emptyTally = (): UsageTally => ({ cache_keywords: 0, cache_calls: 0, paid_keywords: 0, paid_calls: 0 });

const monthText = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The calendar month (UTC) of `now` and the one before it. */
export function usageMonths(now: Date): UsageMonths {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return { current: monthText(year, month), previous: month === 1 ? monthText(year - 1, 12) : monthText(year, month - 1) };
}

/** The first day of the previous month, `YYYY-MM-DD`: where the store starts reading. */
export const usageFromDay = (months: UsageMonths): string => `${months.previous}-01`;

function add(tally: UsageTally, count: UsageCount): void {
  if (count.kind === 'cache') {
    tally.cache_keywords += count.keywords;
    tally.cache_calls += count.calls;
  } else {
    tally.paid_keywords += count.keywords;
    tally.paid_calls += count.calls;
  }
}

/**
 * The counts of both months per suite, in USAGE_SUITES order; a suite without any count in either
 * month is left out. Counts of other months are ignored.
 */
export function usagePerSuite(counts: readonly UsageCount[], months: UsageMonths): SuiteUsage[] {
  const bySuite = new Map<UsageSuite, { current: UsageTally; previous: UsageTally }>();
  for (const count of counts) {
    const which = count.month === months.current ? 'current' : count.month === months.previous ? 'previous' : null;
    if (which === null) continue;
    const entry = bySuite.get(count.suite) ?? { current: emptyTally(), previous: emptyTally() };
    add(entry[which], count);
    bySuite.set(count.suite, entry);
  }
  return USAGE_SUITES.flatMap((suite) => {
    const entry = bySuite.get(suite);
    return entry ? [{ suite, ...entry }] : [];
  });
}

/** Every suite's month added up. */
export function usageTotal(suites: readonly SuiteUsage[], month: 'current' | 'previous'): UsageTally {
  const total = emptyTally();
  for (const suite of suites) {
    const tally = suite[month];
    total.cache_keywords += tally.cache_keywords;
    total.cache_calls += tally.cache_calls;
    total.paid_keywords += tally.paid_keywords;
    total.paid_calls += tally.paid_calls;
  }
  return total;
}

export const lookedUp = (tally: UsageTally): number => tally.cache_keywords + tally.paid_keywords;

/** The share of keywords served by the cache, 0–1; null when nothing was looked up. */
export function cacheShare(tally: UsageTally): number | null {
  const all = lookedUp(tally);
  return all === 0 ? null : tally.cache_keywords / all;
}

/** `0.654` → `65 %`; null → `-`. German format: a space before the sign. */
export function formatShare(share: number | null): string {
  return share === null ? '-' : `${formatNumber(Math.round(share * 100))} %`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-11` → `November 2026`. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

const keywordsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'keyword' : 'keywords'}`;
const callsText = (n: number) => `${formatNumber(n)} paid provider ${n === 1 ? 'call' : 'calls'}`;

/** The sentence above the table: this month's totals, the cache's share, and the previous month. */
export function usageSummary(suites: readonly SuiteUsage[], months: UsageMonths): string {
  const current = usageTotal(suites, 'current');
  const previous = usageTotal(suites, 'previous');
  const now = monthName(months.current);
  const before = monthName(months.previous);
  const head =
    lookedUp(current) === 0 && current.paid_calls === 0
      ? `No keyword lookups in ${now} yet.`
      : `In ${now} your company looked up ${keywordsText(lookedUp(current))}: ${formatNumber(current.cache_keywords)} from the cache (${formatShare(cacheShare(current))}) and ${formatNumber(current.paid_keywords)} paid, in ${callsText(current.paid_calls)}.`;
  const tail =
    lookedUp(previous) === 0 && previous.paid_calls === 0
      ? `None in ${before}.`
      : `${before}: ${keywordsText(lookedUp(previous))}, ${callsText(previous.paid_calls)}.`;
  return `${head} ${tail}`;
}
