import { describe, expect, it } from 'vitest';
import { draftFacts } from '../../src/domain/content-draft-counter.ts';
import { draftToHtml } from '../../src/domain/content-draft-html.ts';
import { draftBlocks, type DraftNode } from '../../src/domain/content-draft.ts';
import { draftHtmlBlocks, draftPage } from './draft-page.ts';

describe('a draft read as a page', () => {
  it('reads each block once, headings with their level, and a line break as a space', () => {
    const html = '<h1>Glühwein selber machen</h1><p>Rotwein<br>und <strong>Zimt</strong>.</p><ul><li><p>Nelken</p></li><li>Orange</li></ul><h2>Zubereitung</h2><h4>Tipp</h4>';
    expect(draftHtmlBlocks(html)).toEqual([
      { text: 'Glühwein selber machen', headingLevel: 1 },
      { text: 'Rotwein und Zimt.', headingLevel: null },
      { text: 'Nelken', headingLevel: null },
      { text: 'Orange', headingLevel: null },
      { text: 'Zubereitung', headingLevel: 2 },
      { text: 'Tipp', headingLevel: 4 },
    ]);
    const page = draftPage(draftHtmlBlocks(html));
    expect(page).toMatchObject({ url: '', title: 'Glühwein selber machen', description: '', headings: [{ level: 1, text: 'Glühwein selber machen' }, { level: 2, text: 'Zubereitung' }] });
    expect(page.text).toBe('Glühwein selber machen\n\nRotwein und Zimt.\n\nNelken\n\nOrange\n\nZubereitung\n\nTipp');
  });

  it('has no blocks for an empty draft or empty paragraphs, and keeps bare text', () => {
    expect(draftHtmlBlocks('')).toEqual([]);
    expect(draftHtmlBlocks('<p></p><p> </p>')).toEqual([]);
    expect(draftHtmlBlocks('Nur Text')).toEqual([{ text: 'Nur Text', headingLevel: null }]);
    expect(draftPage([]).title).toBe('');
  });
});

describe('the server reads a draft as the editor does', () => {
  it('finds in the saved HTML the blocks the editor scores from its own document', () => {
    const text = (t: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
    const doc: DraftNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text('Glühwein selber machen')] },
        { type: 'paragraph', content: [text('Rotwein, '), text('Zimt', [{ type: 'bold' }]), { type: 'hardBreak' }, text('und <Nelken> & mehr', [{ type: 'link', attrs: { href: 'https://example.de' } }])] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('1 Liter Wein')] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [text('2 Zimtstangen')] }] }] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Tipp')] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Nie kochen lassen.')] }] },
        { type: 'codeBlock', content: [text('70 Grad')] },
        { type: 'paragraph' },
      ],
    };
    const fromHtml = draftHtmlBlocks(draftToHtml(doc));
    const fromEditor = draftBlocks(doc).filter((b) => b.text.trim() !== '').map((b) => ({ ...b, text: b.text.replace(/\s+/gu, ' ').trim() }));
    expect(fromHtml).toEqual(fromEditor);
    expect(draftFacts(fromHtml)).toEqual(draftFacts(draftBlocks(doc)));
  });
});
