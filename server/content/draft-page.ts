/**
 * A draft's HTML (as the editor saves it) read as the content suite reads a page: its blocks of
 * text and headings, for the term analysis, the relevance score and the content score.
 */
import { parseHTML } from 'linkedom';
import type { ContentPage, PageHeading } from '../../src/domain/content-page-relevance.ts';
import type { DraftBlock } from '../../src/domain/content-draft.ts';

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, pre, blockquote, td, th';

const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/gu, ' ').trim();

/**
 * The draft's blocks in reading order. Choice: an element counts as a block only when it holds no
 * other block (a list item's paragraph is read once, not as the item and again as the paragraph).
 */
export function draftHtmlBlocks(html: string): DraftBlock[] {
  if (html.trim() === '') return [];
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  // A line break separates words, as the editor shows it.
  for (const br of document.querySelectorAll('br')) br.replaceWith(document.createTextNode(' '));
  const blocks: DraftBlock[] = [];
  for (const element of document.querySelectorAll(BLOCKS)) {
    if (element.querySelector(BLOCKS) !== null) continue;
    const text = tidy(element.textContent);
    if (text === '') continue;
    const tag = element.tagName.toLowerCase();
    blocks.push({ text, headingLevel: /^h[1-6]$/u.test(tag) ? Number(tag.slice(1)) : null });
  }
  // Text outside any block (a bare string saved by an API client) still counts.
  if (blocks.length === 0) {
    const text = tidy(document.body.textContent);
    if (text !== '') blocks.push({ text, headingLevel: null });
  }
  return blocks;
}

/** The draft as a page without URL or meta description; its title is its first H1, if any. */
export function draftPage(blocks: readonly DraftBlock[]): ContentPage {
  const headings: PageHeading[] = blocks.flatMap((b) => (b.headingLevel !== null && b.headingLevel <= 3 ? [{ level: b.headingLevel, text: b.text }] : []));
  return {
    url: '',
    title: headings.find((h) => h.level === 1)?.text ?? '',
    description: '',
    headings,
    text: blocks.map((b) => b.text).join('\n\n'),
  };
}
