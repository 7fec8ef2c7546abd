/**
 * Page speed bands of the competitors screen (decision 0049): good, needs work or poor per metric,
 * with Lighthouse's documented thresholds for mobile (developer.chrome.com/docs/lighthouse/performance/*:
 * "0–1.8 s green, 1.8–3 s orange, over 3 s red" for First Contentful Paint, and so on). A value on
 * a threshold counts for the better band, as Lighthouse colours it.
 */
import type { PageSpeed } from './contracts/content.ts';

export const PAGE_SPEED_BANDS = ['good', 'needs-work', 'poor'] as const;
export type PageSpeedBand = (typeof PAGE_SPEED_BANDS)[number];
export type PageSpeedMetric = keyof PageSpeed;

/** Milliseconds: up to `good` is good, above `poor` is poor, between needs work. */
export const PAGE_SPEED_THRESHOLDS: Readonly<Record<PageSpeedMetric, { readonly good: number; readonly poor: number }>> = {
  first_contentful_paint: { good: 1800, poor: 3000 },
  speed_index: { good: 3400, poor: 5800 },
  largest_contentful_paint: { good: 2500, poor: 4000 },
  interactive: { good: 3800, poor: 7300 },
};

export const PAGE_SPEED_BAND_LABEL: Readonly<Record<PageSpeedBand, string>> = { good: 'good', 'needs-work': 'needs work', poor: 'poor' };

/** The band of one measured value in milliseconds; null for a value that is not a measurement. */
export function pageSpeedBand(metric: PageSpeedMetric, ms: number): PageSpeedBand | null {
  if (!Number.isFinite(ms) || ms < 0) return null;
  const { good, poor } = PAGE_SPEED_THRESHOLDS[metric];
  if (ms <= good) return 'good';
  return ms <= poor ? 'needs-work' : 'poor';
}
