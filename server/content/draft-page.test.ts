import { describe, expect, it } from 'vitest';
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
