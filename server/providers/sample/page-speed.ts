/**
 * Offline page speed (issue 24): not measured, but derived from the fetched page alone, so the
 * same page always gets the same numbers and a heavier page is slower. The model is a lab run on
 * a simulated connection: the first paint waits for the HTML (about 6 ms a KB on desktop), the
 * largest paint for the text below it, interactivity for the scripts that grow with the markup;
 * mobile runs Lighthouse's throttling, about 2.2 times slower. Documented in providers/README.md.
 */
import type { PageSpeedMetrics, PageSpeedPort, PageSpeedRequest } from '../page-port.ts';
import { throwIfAborted } from '../errors.ts';

/** Without a fetched page the sample assumes a typical page of 150 KB and 900 words. */
const TYPICAL = { bytes: 150 * 1024, word_count: 900, headings: [] };

export function samplePageSpeedMetrics({ device, page }: Pick<PageSpeedRequest, 'device' | 'page'>): PageSpeedMetrics {
  const { bytes, word_count: words, headings } = page ?? TYPICAL;
  const kb = bytes / 1024;
  const slowdown = device === 'desktop' ? 1 : 2.2;
  const fcp = (450 + 6 * kb) * slowdown;
  const lcp = fcp + (250 + 0.35 * words + 15 * headings.length) * slowdown;
  const speedIndex = (fcp + lcp) / 2 + 3 * kb * slowdown;
  const interactive = lcp + 9 * kb * slowdown;
  const ms = (value: number) => Math.round(value);
  return { first_contentful_paint: ms(fcp), largest_contentful_paint: ms(lcp), speed_index: ms(speedIndex), interactive: ms(interactive) };
}

export const samplePageSpeed: PageSpeedPort = {
  async pageSpeed(request) {
    throwIfAborted(request.signal);
    return samplePageSpeedMetrics(request);
  },
};
