import { describe, expect, it } from 'vitest';
import { sampleContentPage } from './content-pages.ts';
import { buildBriefing } from '../../../src/domain/content-briefing.ts';
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
      // A few uses on the shortest page (the keyword's density is checked below), more on long ones.
      expect(page.main_text.match(/Glühwein/gu)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(page.headings.filter((h) => h.level === 2).length).toBeGreaterThanOrEqual(4);
    }
    const all = pages.map((p) => p.main_text).join(' ');
    expect(all).toMatch(/Häufige Fragen|FAQ|Fragen und Antworten/u);
    expect(all).toMatch(/Zimt|Nelken|Rotwein|alkoholfrei|Rezept|rezept/u);
  });
  it('names the keyword as a ranking page does: title, H1, the first sentence, and 0.5–3 % of the words', () => {
    for (const page of pages) {
      expect(page.title).toMatch(/^Glühwein selber machen – /u);
      expect(page.main_text.split('\n')[0]).toMatch(/Glühwein selber machen/iu);
      const density = (page.main_text.match(/Glühwein/gu)?.length ?? 0) / page.word_count;
      expect(density).toBeGreaterThan(0.005);
      expect(density).toBeLessThan(0.03);
    }
  });
  it('makes the topic terms the must-use terms of the briefing, with a realistic range for the keyword', () => {
    const briefing = buildBriefing({
      keyword: 'glühwein selber machen',
      competitors: pages.map((p) => ({ page: { url: p.url, title: p.title, description: p.meta_description ?? '', headings: p.headings, text: p.main_text } })),
      questions: [],
    });
    const top = briefing.terms.slice(0, 10).map((t) => t.term);
    expect(top[0]).toBe('glühwein');
    // The ingredients every Glühwein page talks about lead the list; no filler word of a template does.
    expect(top.filter((term) => ['zimt', 'nelken', 'rotwein', 'orangen', 'sternanis', 'rum', 'saft', 'weißwein', 'amaretto', 'rezept'].includes(term)).length).toBeGreaterThanOrEqual(6);
    const keyword = briefing.terms[0];
    expect(keyword?.range.min).toBeGreaterThanOrEqual(3);
    expect(keyword?.range.max).toBeLessThanOrEqual(30);
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
