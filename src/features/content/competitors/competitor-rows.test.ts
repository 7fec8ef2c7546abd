import { describe, expect, it } from 'vitest';
import type { CompetitorPage } from '../../../domain/contracts/content.ts';
import { COMPETITOR_COLUMN, competitorRow, headingsText, metricText, readableUrl, worstBand } from './competitor-rows.ts';

function page(overrides: Partial<CompetitorPage> = {}): CompetitorPage {
  return {
    id: 5, position: 3, url: 'https://www.kochstube.example/gl%C3%BChwein', domain: 'www.kochstube.example', title: 'Glühwein selber machen', meta_description: null,
    headings: [{ level: 1, text: 'Glühwein' }, { level: 2, text: 'Zutaten' }, { level: 2, text: 'Zubereitung' }, { level: 3, text: 'Tipp' }],
    word_count: 1428, relevance: 100, page_speed: { speed_index: 3400, first_contentful_paint: 1200, interactive: 7400, largest_contentful_paint: 2600 },
    selected: true, fetch_error: null, fetched: true,
    ...overrides,
  };
}

describe('competitor rows', () => {
  it('shows the URL readable, the headings per level and each metric in seconds with its band', () => {
    const row = competitorRow(page());
    expect(row.keyword).toBe('https://www.kochstube.example/glühwein');
    expect(row[`custom_${COMPETITOR_COLUMN.headings}`]).toBe('4 (H1 1, H2 2, H3 1)');
    expect(row[`custom_${COMPETITOR_COLUMN.speedIndex}`]).toBe('3,40 s (good)');
    expect(row[`custom_${COMPETITOR_COLUMN.interactive}`]).toBe('7,40 s (poor)');
    expect(row[`custom_${COMPETITOR_COLUMN.lcp}`]).toBe('2,60 s (needs work)');
    expect(row[`custom_${COMPETITOR_COLUMN.speedIndex}#sort`]).toBe(3400);
    // The page's band is its worst metric's.
    expect(row[`custom_${COMPETITOR_COLUMN.speed}`]).toBe(3);
    expect(row[`custom_${COMPETITOR_COLUMN.analysis}`]).toBe(1);
    expect(row[`custom_${COMPETITOR_COLUMN.error}`]).toBe('');
  });

  it('says why a page failed and leaves its measurements empty', () => {
    const row = competitorRow(page({ fetched: false, fetch_error: 'The page answered 404.', headings: [], word_count: null, page_speed: null, selected: false }));
    expect(row[`custom_${COMPETITOR_COLUMN.error}`]).toBe('The page answered 404.');
    expect(row[`custom_${COMPETITOR_COLUMN.headings}`]).toBe('-');
    expect(row[`custom_${COMPETITOR_COLUMN.speed}`]).toBeNull();
    expect(row[`custom_${COMPETITOR_COLUMN.fcp}`]).toBe('-');
    expect(row[`custom_${COMPETITOR_COLUMN.analysis}`]).toBe(2);
  });

  it('reads the pieces on their own', () => {
    expect(worstBand(null)).toBeNull();
    expect(worstBand({ speed_index: 100, first_contentful_paint: 100, interactive: 100, largest_contentful_paint: 100 })).toBe('good');
    expect(metricText('first_contentful_paint', 3001)).toBe('3,00 s (poor)');
    expect(headingsText(page({ headings: [] }))).toBe('0');
    expect(readableUrl('https://x.example/%E0%A4%A')).toBe('https://x.example/%E0%A4%A');
  });
});
