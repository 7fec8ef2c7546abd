import { describe, expect, it } from 'vitest';
import type { DraftNode } from '../../../domain/content-draft.ts';
import { fromEditorJson, toEditorJson } from './editor-json.ts';

describe('editor JSON', () => {
  it('goes to the editor and back unchanged', () => {
    const draft: DraftNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Zutaten' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Rezept', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://a.de' } }] }] },
      ],
    };
    expect(fromEditorJson(toEditorJson(draft))).toEqual(draft);
    expect(fromEditorJson({ content: [{ text: 'x', type: 'text' }] })).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'x' }] });
  });
});
