import { describe, expect, it } from 'vitest';
import { samplePageSpeedMetrics } from './page-speed.ts';

describe('the sample page speed', () => {
  it('is derived from the page: heavier and longer pages are slower, mobile slower than desktop', () => {
    const light = samplePageSpeedMetrics({ device: 'desktop', page: { bytes: 80_000, word_count: 500, headings: [] } });
    const heavy = samplePageSpeedMetrics({ device: 'desktop', page: { bytes: 900_000, word_count: 2500, headings: [] } });
    const mobile = samplePageSpeedMetrics({ device: 'mobile', page: { bytes: 80_000, word_count: 500, headings: [] } });
    for (const key of ['speed_index', 'first_contentful_paint', 'interactive', 'largest_contentful_paint'] as const) {
      expect(heavy[key]).toBeGreaterThan(light[key]);
      expect(mobile[key]).toBeGreaterThan(light[key]);
    }
    expect(light.first_contentful_paint).toBeLessThan(light.largest_contentful_paint);
  });
});
