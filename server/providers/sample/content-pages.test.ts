import { describe, expect, it } from 'vitest';
import { sampleContentPage } from './content-pages.ts';
import { sampleOrganicResults } from './search-results.ts';

describe('the sample corpus of competitor pages', () => {
  const results = sampleOrganicResults('glühwein selber machen', 2276, 'de', 10);
  const pages = results.map((r) => sampleContentPage('glühwein selber machen', r.url));

  it('writes the same page for the same keyword and URL, another for another site', () => {
    const url = results[0]?.url ?? '';
    expect(sampleContentPage('glühwein selber machen', url)).toEqual(pages[0]);
    expect(pages[1]?.main_text).not.toBe(pages[0]?.main_text);
  });
  it('writes about the topic: the head term, its modifiers and German questions', () => {
    for (const page of pages) {
      expect(page.headings[0]).toEqual({ level: 1, text: 'Glühwein selber machen' });
      expect(page.main_text.match(/Glühwein/gu)?.length ?? 0).toBeGreaterThan(3);
      expect(page.headings.filter((h) => h.level === 2).length).toBeGreaterThanOrEqual(4);
    }
    const all = pages.map((p) => p.main_text).join(' ');
    expect(all).toMatch(/Häufige Fragen|FAQ|Fragen und Antworten/u);
    expect(all).toMatch(/Zimt|Nelken|Rotwein|alkoholfrei|Rezept|rezept/u);
  });
  it('varies the length between sites within a realistic range', () => {
    const counts = pages.map((p) => p.word_count);
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(4000);
    expect(new Set(counts).size).toBeGreaterThan(5);
  });
  it('writes a generic page for a keyword the topic graph does not know', () => {
    const page = sampleContentPage('zahnradbahn fahrplan', 'https://www.ratgeber24.example/zahnradbahn');
    expect(page.word_count).toBeGreaterThan(100);
    expect(page.main_text).toContain('Zahnradbahn');
  });
});
