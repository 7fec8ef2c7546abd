import { describe, expect, it } from 'vitest';
import { CHART_TERMS, chartPoints, chartSummary } from './chart-series.ts';
import { sampleTerm } from './term-rows.fixture.ts';

describe('chart series', () => {
  it('takes the strongest terms and puts maximum, average and own text on the WDF*IDF scale', () => {
    const terms = Array.from({ length: 40 }, (_, i) => sampleTerm({ term: `t${i}`, wdf_idf: i / 100, max_wdf: 0.5, idf: 2, own_wdf_idf: 0.01 }));
    const points = chartPoints(terms);
    expect(points).toHaveLength(CHART_TERMS);
    expect(points[0]).toMatchObject({ term: 't39', max: 1, average: 0.39, own: 0.01 });
    expect(points[CHART_TERMS - 1]?.term).toBe('t10');
  });

  it('says how many terms the own text under- and overuses', () => {
    const points = chartPoints([sampleTerm({ term: 'a', recommendation: 'more' }), sampleTerm({ term: 'b', recommendation: 'fewer', wdf_idf: 0 }), sampleTerm({ term: 'c', recommendation: 'more', wdf_idf: 0 })]);
    expect(chartSummary(points, true)).toBe('The 3 strongest terms by WDF*IDF, from “a” to “c”. Your text uses 2 of them less than the competitors’ average and 1 more than their maximum.');
    expect(chartSummary(points, false)).toContain('no own text');
    expect(chartSummary([], true)).toContain('No terms');
  });
});
