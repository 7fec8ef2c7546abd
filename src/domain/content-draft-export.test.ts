import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DraftNode } from './content-draft.ts';
import { zipEntryText } from '../../tests/support/docx-read.ts';
import { draftDocxBlocks, draftToDocx } from './content-draft-docx.ts';
import { draftToHtml, draftToHtmlFile, safeHref } from './content-draft-html.ts';
import { draftToMarkdown } from './content-draft-markdown.ts';

const t = (text: string, ...marks: DraftNode['marks'] & object): DraftNode => ({ type: 'text', text, marks });
const p = (...content: DraftNode[]): DraftNode => ({ type: 'paragraph', content });
const li = (...content: DraftNode[]): DraftNode => ({ type: 'listItem', content });
const draft: DraftNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [t('Glühwein <selber> machen')] },
    p(t('Mit '), t('Zimt', { type: 'bold' }), t(' und '), t('Nelken ', { type: 'italic' }), t('– siehe '), t('Rezept', { type: 'link', attrs: { href: 'https://example.de/rezept (1)' } }), t('.')),
    { type: 'heading', attrs: { level: 2 }, content: [t('Zutaten')] },
    { type: 'bulletList', content: [li(p(t('Rotwein'))), li(p(t('Orangen')), { type: 'bulletList', content: [li(p(t('unbehandelt')))] })] },
    { type: 'orderedList', content: [li(p(t('Erhitzen'))), li(p(t('Ziehen lassen')))] },
    p(t('Böser Link', { type: 'link', attrs: { href: 'javascript:alert(1)' } }), { type: 'hardBreak' }, t('*Stern*')),
  ],
};

describe('draft exports', () => {
  it('writes HTML with the editor’s elements, text escaped, unsafe links dropped', () => {
    const html = draftToHtml(draft);
    expect(html).toContain('<h1>Glühwein &lt;selber&gt; machen</h1>');
    expect(html).toContain('<p>Mit <strong>Zimt</strong> und <em>Nelken </em>– siehe <a href="https://example.de/rezept (1)">Rezept</a>.</p>');
    expect(html).toContain('<ul><li><p>Rotwein</p></li><li><p>Orangen</p><ul><li><p>unbehandelt</p></li></ul></li></ul>');
    expect(html).toContain('<ol><li><p>Erhitzen</p></li>');
    expect(html).toContain('<p>Böser Link<br>*Stern*</p>');
    expect(html).not.toContain('javascript');
    expect(draftToHtmlFile('A "title"', draft)).toMatch(/^<!doctype html>[\s\S]*<title>A &quot;title&quot;<\/title>[\s\S]*<h2>Zutaten<\/h2>/u);
  });
  it('keeps web, mail and in-page links only', () => {
    expect(['https://a.de', 'http://a.de', 'mailto:x@a.de', '#top', '/path'].map(safeHref)).toEqual(['https://a.de', 'http://a.de', 'mailto:x@a.de', '#top', '/path']);
    expect(['javascript:x', '//evil.de', 'data:text/html,x', 7].map(safeHref)).toEqual([null, null, null, null]);
  });
  it('writes Markdown with headings, marks outside the spaces, nested and numbered lists', () => {
    const md = draftToMarkdown(draft);
    expect(md).toBe([
      '# Glühwein \\<selber\\> machen',
      '',
      'Mit **Zimt** und *Nelken* – siehe [Rezept](https://example.de/rezept%20%281%29).',
      '',
      '## Zutaten',
      '',
      '- Rotwein\n- Orangen\n  - unbehandelt',
      '',
      '1. Erhitzen\n2. Ziehen lassen',
      '',
      'Böser Link  \n\\*Stern\\*',
      '',
    ].join('\n'));
  });
  it('writes a DOCX whose document holds the headings and the text', async () => {
    const blocks = draftDocxBlocks(draft);
    expect(blocks.filter((b) => b.kind === 'heading')).toHaveLength(2);
    expect(blocks.filter((b) => b.kind === 'bullet').map((b) => (b.kind === 'bullet' ? b.depth : -1))).toEqual([0, 0, 1]);
    const xml = zipEntryText(await draftToDocx('Glühwein', draft), 'word/document.xml');
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*Glühwein &lt;selber&gt; machen/u);
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>[\s\S]*Zutaten/u);
    expect(xml).toContain('Ziehen lassen');
  });
  it('never lets text become markup in HTML', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const html = draftToHtml({ type: 'doc', content: [p(t(text, { type: 'bold' }))] });
      expect(html.replace(/^<p><strong>|<\/strong><\/p>$/gu, '')).not.toMatch(/[<>"]/u);
    }));
  });
});
