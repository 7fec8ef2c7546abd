import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keywordStems, pageRelevance, termPlacement, urlCoverage, type ContentPage } from './content-page-relevance.ts';
import { termDocument } from './german-terms.ts';
import { keywordWords } from './tokenize.ts';
import { wdfOfCount } from './wdf-idf.ts';

const page: ContentPage = {
  url: 'https://example.de/rezepte/gluehwein-selber-machen',
  title: 'Glühwein selber machen: das beste Rezept',
  description: 'So gelingt Glühwein zu Hause.',
  headings: [{ level: 1, text: 'Glühwein selbst gemacht' }, { level: 2, text: 'Zutaten' }, { level: 3, text: 'Glühweine mit Rum' }],
  text: 'Für einen Glühwein braucht man Rotwein, Zimt und Nelken. Selber machen ist einfach.',
};

describe('page relevance (SPEC §9)', () => {
  it('finds the keyword stems in the URL, folded from ue to ü', () => {
    const stems = keywordStems('Glühwein selber machen');
    // `machen` is a German stop word, but the keyword's own words all count (decision 0059).
    expect(stems).toEqual(['gluhwein', 'selb', 'mach']);
    expect(urlCoverage(page.url, stems)).toBe(1);
    expect(urlCoverage('https://example.de/gl%C3%BChwein', stems)).toBeCloseTo(1 / 3);
    expect(urlCoverage('https://example.de/%E0%A4%A', stems)).toBe(0);
    expect(urlCoverage('', stems)).toBe(0);
  });
  it('averages the placement over title, description, H1, H2/H3 and the first words', () => {
    // gluhwein in all five places, selb in title and lead: (1 + 0.5 + 0.5 + 0.5 + 1) / 5.
    expect(termPlacement(page, ['gluhwein', 'selb'])).toBeCloseTo(3.5 / 5);
  });
  it('weights the parts as the spec says', () => {
    const r = pageRelevance(page, 'Glühwein selber machen');
    const doc = termDocument(page.text, keywordWords(['Glühwein selber machen']));
    const wdf = (3 * wdfOfCount(1, doc.stems.length)) / 3;
    expect(r.averageWdf).toBeCloseTo(wdf);
    // Placement: all three stems in title and lead, glühwein alone in description, H1 and H2/H3: 3 / 5.
    expect(r.termPlacement).toBeCloseTo(3 / 5);
    expect(r.score).toBeCloseTo(0.15 * 1 + 0.25 * Math.min(1, 0.6 + 0.52) + 0.6 * wdf);
  });
  it('counts the keyword words that are stop words: machen is found in the text, as glühwein is', () => {
    const r = pageRelevance({ ...page, url: '', title: '', description: '', headings: [], text: 'machen machen glühwein selber' }, 'glühwein selber machen');
    expect(r.averageWdf).toBeGreaterThan(0);
    expect(r.termPlacement).toBeCloseTo(1 / 5);
    expect(pageRelevance({ ...page, text: 'Zimt Nelken' }, 'und der').averageWdf).toBe(0);
  });
  it('stays within 0 and 1, each part within 0 and 1', () => {
    const words = fc.array(fc.constantFrom('Glühwein', 'selber', 'Zimt', 'Rezept', 'und', 'gluehwein'), { maxLength: 30 }).map((w) => w.join(' '));
    fc.assert(fc.property(words, words, words, words, (url, title, text, keyword) => {
      const r = pageRelevance({ url: url.replaceAll(' ', '-'), title, description: '', headings: [{ level: 2, text: title }], text }, keyword);
      for (const v of [r.urlCoverage, r.termPlacement, r.averageWdf, r.score]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1 + 1e-12);
      }
    }));
  });
});
