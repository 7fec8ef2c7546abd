/**
 * The four lab metrics out of a Lighthouse result (`lighthouseResult` of PageSpeed Insights v5, the
 * `result` of DataForSEO's on_page/lighthouse): `audits[id].numericValue` in milliseconds.
 */
import { z } from 'zod';
import { ProviderError } from '../errors.ts';
import type { PageSpeedMetrics } from '../page-port.ts';

const audit = z.object({ numericValue: z.number().nonnegative() });
const lighthouseSchema = z.object({
  audits: z.object({
    'speed-index': audit,
    'first-contentful-paint': audit,
    interactive: audit,
    'largest-contentful-paint': audit,
  }),
});

export function lighthouseMetrics(result: unknown, source: string): PageSpeedMetrics {
  const parsed = lighthouseSchema.safeParse(result);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new ProviderError('task_failed', `${source} answered without the Lighthouse metric ${path || 'audits'}.`);
  }
  const { audits } = parsed.data;
  return {
    speed_index: Math.round(audits['speed-index'].numericValue),
    first_contentful_paint: Math.round(audits['first-contentful-paint'].numericValue),
    interactive: Math.round(audits.interactive.numericValue),
    largest_contentful_paint: Math.round(audits['largest-contentful-paint'].numericValue),
  };
}
