import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnalysedPage, BriefingView, TermAnalysis } from '../../../domain/contracts/content-analysis.ts';
import { BriefingSheet } from './briefing-sheet.tsx';
import { FailedPages } from './failed-pages.tsx';
import { pageLabel, RelevanceTable } from './relevance-table.tsx';

const page = (over: Partial<AnalysedPage>): AnalysedPage => ({
  competitor_id: 3,
  position: 1,
  url: 'https://www.kochstube.example/gluehwein',
  title: 'Glühwein selber machen',
  word_count: 1428,
  relevance: { url_coverage: 1, term_placement: 0.9, average_wdf: 0.4167, score: 0.65 },
  ...over,
});

describe('relevance table', () => {
  it('lists the own text first, then each competitor with the three parts and the score in German', () => {
    const analysis: TermAnalysis = {
      keyword: 'glühwein selber machen',
      competitor_count: 1,
      terms: [],
      pages: [page({})],
      own: page({ competitor_id: null, position: null, url: null, title: '', word_count: 96, relevance: { url_coverage: 0, term_placement: 0.6, average_wdf: 0.32, score: 0.44 } }),
    };
    const html = renderToStaticMarkup(<RelevanceTable analysis={analysis} />);
    expect(html.indexOf('Your text')).toBeLessThan(html.indexOf('1 · kochstube.example'));
    expect(html).toContain('<td class="num">1.428</td><td class="num">1,00</td><td class="num">0,90</td><td class="num">0,42</td><td class="num analysis-score">0,65</td>');
    expect(html).toContain('role="region" aria-labelledby="relevance-title" tabindex="0"');
  });

  it('names the own page by its host when it came from an address', () => {
    expect(pageLabel(page({ competitor_id: null, position: null, url: 'https://www.mein-shop.de/gluehwein' }), true)).toBe('Your page (mein-shop.de)');
    expect(pageLabel(page({ competitor_id: null, position: null, url: null }), true)).toBe('Your text');
    // An ad-hoc competitor has no competitor id, but a position.
    expect(pageLabel(page({ competitor_id: null, position: 4 }), false)).toBe('4 · kochstube.example');
    expect(pageLabel(page({ url: 'not a url' }), false)).toBe('1 · not a url');
  });
});

describe('briefing sheet', () => {
  it('shows facts, headings by level with their page counts, terms with ranges and the questions', () => {
    const briefing: BriefingView = {
      keyword: 'glühwein selber machen',
      intent: 'informational',
      word_count: { min: 500, max: 1400 },
      headings: [{ text: 'Alles über Glühwein', level: 2, pages: 9 }, { text: 'Wie lange Glühwein kochen?', level: 3, pages: 6 }],
      terms: [{ stem: 'gluhwein', term: 'glühwein', range: { min: 49, max: 64 }, must_use: true }, { stem: 'zimt', term: 'Zimt', range: { min: 1, max: 1 }, must_use: false }],
      questions: ['wie lange muss glühwein ziehen'],
      competitor_count: 10,
    };
    const html = renderToStaticMarkup(<BriefingSheet briefing={briefing} />);
    expect(html).toContain('Target length: 500–1.400 words');
    expect(html).toContain('Search intent: Informational');
    expect(html).toMatch(/class="briefing-h3">.*Heading level 3: <\/span>Wie lange Glühwein kochen\? <span class="muted">\(6 of 10 pages\)/u);
    expect(html).toContain('<tr class="briefing-must"><th scope="row">glühwein</th><td class="num">49–64</td><td>yes</td></tr>');
    expect(html).toContain('<th scope="row">Zimt</th><td class="num">1</td><td>no</td>');
    expect(html).toContain('1 must-use term');
    expect(html).toContain('<li>wie lange muss glühwein ziehen</li>');
  });

  it('says what is missing instead of empty lists', () => {
    const html = renderToStaticMarkup(<BriefingSheet briefing={{ keyword: 'x', intent: 'commercial', word_count: null, headings: [], terms: [], questions: [], competitor_count: 0 }} />);
    expect(html).toContain('no competitors selected');
    expect(html).toContain('No headings found on the selected competitors.');
    expect(html).toContain('No terms: select competitors first.');
    expect(html).toContain('No questions were found for this keyword.');
  });
});

describe('failed pages of /wdf-idf', () => {
  const competitor = (position: number, fetchError: string | null) => ({ position, url: `https://site${position}.example/`, domain: `site${position}.example`, title: 't', fetch_error: fetchError });

  it('lists each page that could not be read with its reason', () => {
    const html = renderToStaticMarkup(<FailedPages competitors={[competitor(1, null), competitor(2, 'The page answered 404.'), competitor(3, 'Not an HTML page.')]} />);
    expect(html).toContain('2 of 3 competitor pages could not be read');
    expect(html).toContain('2 · <a href="https://site2.example/" target="_blank" rel="noopener noreferrer">site2.example</a>: The page answered 404.');
    expect(html).not.toContain('site1.example');
  });

  it('shows nothing when every page was read', () => {
    expect(renderToStaticMarkup(<FailedPages competitors={[competitor(1, null)]} />)).toBe('');
  });
});
