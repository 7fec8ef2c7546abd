import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildBriefing, headingKey, suggestedHeadings, termTargets, wordCountRange } from './content-briefing.ts';
import { briefingToDocx } from './content-briefing-docx.ts';
import { briefingToMarkdown } from './content-briefing-markdown.ts';
import type { ContentPage } from './content-page-relevance.ts';
import { zipEntryText } from '../../tests/support/docx-read.ts';
import { termDocument } from './german-terms.ts';

const words = (n: number, word = 'Glühwein') => Array.from({ length: n }, (_, i) => (i % 4 === 0 ? word : i % 4 === 1 ? 'Zimt' : i % 4 === 2 ? 'und' : `wort${i % 7}`)).join(' ');
const page = (url: string, text: string, headings: ContentPage['headings']): ContentPage => ({ url, title: '', description: '', headings, text });

const competitors = [
  page('https://a.de', words(800), [{ level: 1, text: 'Glühwein' }, { level: 2, text: 'Die Zutaten' }, { level: 3, text: 'Gewürze für Glühwein' }]),
  page('https://b.de', words(1200), [{ level: 2, text: 'Zutaten' }, { level: 2, text: 'Glühweine mit Rum' }]),
  page('https://c.de', words(1600, 'Glühweins'), [{ level: 2, text: 'zutaten!' }, { level: 2, text: 'und' }, { level: 4, text: 'Tiefer' }]),
];

describe('briefing rules', () => {
  it('takes the word count range from the competitors’ middle half, rounded to 50', () => {
    expect(wordCountRange(competitors.map((c) => c.text))).toEqual({ min: 1000, max: 1400 });
    expect(wordCountRange([])).toBeNull();
  });
  it('suggests H2/H3 de-duplicated by stems, most pages first, stop-word headings left out', () => {
    expect(headingKey('Die Zutaten')).toBe(headingKey('zutaten!'));
    expect(suggestedHeadings(competitors)).toEqual([
      { text: 'Die Zutaten', level: 2, pages: 3 },
      { text: 'Gewürze für Glühwein', level: 3, pages: 1 },
      { text: 'Glühweine mit Rum', level: 2, pages: 1 },
    ]);
  });
  it('makes must-use terms with count ranges, at least one use each', () => {
    const targets = termTargets(competitors.map((c) => termDocument(c.text)));
    const gluhwein = targets.find((t) => t.term === 'glühwein');
    expect(gluhwein?.mustUse).toBe(true);
    expect(gluhwein?.range.min).toBeGreaterThanOrEqual(1);
    expect(gluhwein?.range.max).toBeGreaterThanOrEqual(gluhwein?.range.min ?? 0);
    expect(termTargets([])).toEqual([]);
  });
  it('builds the whole briefing with intent and distinct questions', () => {
    const briefing = buildBriefing({ keyword: ' glühwein selber machen ', competitors: competitors.map((p) => ({ page: p })), questions: ['Wie lange muss Glühwein ziehen?', 'wie lange muss glühwein ziehen', ' ', 'Welcher Wein für Glühwein?'] });
    expect(briefing.keyword).toBe('glühwein selber machen');
    expect(briefing.intent).toBe('informational');
    expect(briefing.questions).toEqual(['Wie lange muss Glühwein ziehen?', 'Welcher Wein für Glühwein?']);
    expect(briefing.competitorCount).toBe(3);
    expect(buildBriefing({ keyword: 'glühwein kaufen', competitors: [], questions: [], providedIntent: 'commercial' }).intent).toBe('commercial');
  });
  it('never suggests a heading twice by its stems, nor more than the limit', () => {
    const heading = fc.record({ level: fc.constantFrom(1, 2, 3), text: fc.constantFrom('Zutaten', 'Die Zutaten', 'Rezept', 'Rezepte', 'Glühwein kochen', 'Tipps', 'und') });
    fc.assert(fc.property(fc.array(fc.array(heading, { maxLength: 8 }), { maxLength: 6 }), (lists) => {
      const out = suggestedHeadings(lists.map((h) => page('', '', h)));
      expect(new Set(out.map((h) => headingKey(h.text))).size).toBe(out.length);
      expect(out.length).toBeLessThanOrEqual(15);
      for (const h of out) expect(h.pages).toBeLessThanOrEqual(lists.length);
    }));
  });
});

describe('briefing exports', () => {
  const briefing = buildBriefing({ keyword: 'glühwein selber machen', competitors: competitors.map((p) => ({ page: p })), questions: ['Wie lange muss Glühwein *ziehen*?'] });
  it('writes Markdown with facts, headings, a term table and the questions, escaped', () => {
    const md = briefingToMarkdown(briefing);
    expect(md).toContain('# Briefing: glühwein selber machen');
    expect(md).toContain('- Target length: 1.000–1.400 words');
    expect(md).toContain('- H2: Die Zutaten (3 of 3 pages)');
    expect(md).toContain('  - H3: Gewürze für Glühwein (1 of 3 pages)');
    expect(md).toMatch(/\| glühwein \| \d+(–\d+)? \| yes \|/u);
    expect(md).toContain('- Wie lange muss Glühwein \\*ziehen\\*?');
  });
  it('says what is missing when nothing is selected', () => {
    const md = briefingToMarkdown(buildBriefing({ keyword: 'x', competitors: [], questions: [] }));
    expect(md).toContain('Target length: no competitors selected');
    expect(md).toContain('No terms: select competitors first.');
  });
  it('writes a DOCX whose document holds the headings', async () => {
    const bytes = await briefingToDocx(briefing);
    const xml = zipEntryText(bytes, 'word/document.xml');
    expect(xml).toContain('Briefing: glühwein selber machen');
    expect(xml).toContain('Suggested headings');
    expect(xml).toContain('Die Zutaten (3 of 3 pages)');
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>/u);
    expect(xml).toContain('Wie lange muss Glühwein *ziehen*?');
  });
});
