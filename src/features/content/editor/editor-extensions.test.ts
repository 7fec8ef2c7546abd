import { DOMParser as LinkedomParser } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { draftBlocks, EMPTY_DRAFT } from '../../../domain/content-draft.ts';
import { draftToHtml } from '../../../domain/content-draft-html.ts';
import { draftFromHtml } from './editor-extensions.ts';

/** The browser parses stored HTML; in the unit test a light DOM (the server's, for fetched pages) does, given a whole document as it needs. */
class WholeDocumentParser {
  parseFromString(html: string, type: 'text/html') {
    return new LinkedomParser().parseFromString(`<!doctype html><html>${html}</html>`, type);
  }
}
beforeAll(() => void vi.stubGlobal('window', { DOMParser: WholeDocumentParser }));
afterAll(() => void vi.unstubAllGlobals());

const STORED = '<h1>Glühwein selber machen</h1><p>Mit <strong>Zimt</strong> und <em>Nelken</em>, <a href="https://example.de/rezept">Rezept</a>.</p><h2>Zutaten</h2><ul><li><p>1 Liter Rotwein</p></li></ul>';

describe('a stored draft read into the editor', () => {
  it('keeps headings with their levels, lists, marks and links, and writes back the same HTML', () => {
    const doc = draftFromHtml(STORED);
    expect(draftBlocks(doc)).toEqual([
      { text: 'Glühwein selber machen', headingLevel: 1 },
      { text: 'Mit Zimt und Nelken, Rezept.', headingLevel: null },
      { text: 'Zutaten', headingLevel: 2 },
      { text: '1 Liter Rotwein', headingLevel: null },
    ]);
    expect(draftToHtml(doc).replace(/\n/gu, '')).toBe(STORED);
  });
  it('drops what the editor does not know: scripts, handlers, unsafe links', () => {
    const html = draftToHtml(draftFromHtml('<p onclick="steal()">Text<script>steal()</script> <a href="javascript:steal()">hier</a></p><style>p{}</style>'));
    expect(html).not.toMatch(/script|onclick|javascript|style/u);
    expect(html).toContain('Text');
  });
  it('reads an empty draft as one empty paragraph, and its own view of a title heading as level 1', () => {
    expect(draftFromHtml('  ')).toEqual(EMPTY_DRAFT);
    expect(draftBlocks(draftFromHtml('<div role="heading" aria-level="1" data-draft-heading="1">Titel</div>'))).toEqual([{ text: 'Titel', headingLevel: 1 }]);
  });
});
