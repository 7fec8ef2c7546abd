/**
 * What the content suite keeps of a page: its title, meta description, H1–H3 in document order and
 * the main text as @mozilla/readability finds it over a linkedom document (no browser, no jsdom).
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { FetchedPage, PageHeading } from '../page-port.ts';

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Words as a writer counts them: letters and digits, a hyphenated compound as one. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/gu, ' ').trim();

/** Paragraph breaks kept, runs of spaces folded: the text stays readable in a briefing. */
function tidyBlocks(text: string): string {
  return text
    .split(/\n\s*\n+/u)
    .map((block) => tidy(block))
    .filter((block) => block !== '')
    .join('\n\n');
}

function metaDescription(document: Document): string | null {
  for (const meta of document.querySelectorAll('meta')) {
    const name = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? '').toLowerCase();
    if (name === 'description' || name === 'og:description') {
      const content = tidy(meta.getAttribute('content'));
      if (content !== '') return content;
    }
  }
  return null;
}

function headingsOf(document: Document): PageHeading[] {
  const headings: PageHeading[] = [];
  for (const element of document.querySelectorAll('h1, h2, h3')) {
    const level = Number(element.tagName.slice(1));
    const text = tidy(element.textContent);
    if (text !== '' && (level === 1 || level === 2 || level === 3)) headings.push({ level, text });
  }
  return headings;
}

/** Readability's block text: paragraphs and headings each on their own, so sentences do not run together. */
function blockText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const element of document.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, div, br, tr')) element.after(document.createTextNode('\n\n'));
  return tidyBlocks(document.body.textContent ?? '');
}

export function extractPage(html: string, url: string, bytes: number): FetchedPage {
  const { document } = parseHTML(html);
  const title = tidy(document.querySelector('title')?.textContent) || tidy(document.querySelector('h1')?.textContent);
  const meta = metaDescription(document);
  const headings = headingsOf(document);
  // Readability changes the document it reads, so it reads its own copy.
  const article = new Readability(parseHTML(html).document, { charThreshold: 200 }).parse();
  const main = article?.content ? blockText(article.content) : tidyBlocks(document.body?.textContent ?? '');
  return { url, title, meta_description: meta, headings, main_text: main, word_count: countWords(main), bytes };
}
