import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DraftNode } from '../../../domain/content-draft.ts';
import { DraftView } from './draft-view.tsx';

const text = (t: string, marks?: DraftNode['marks']): DraftNode => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });

describe('a draft shown read-only', () => {
  it('shows blocks and marks, text as text, no second h1 and no unsafe link', () => {
    const doc: DraftNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text('Glühwein <selber> machen')] },
        { type: 'paragraph', content: [text('Mit '), text('Zimt', [{ type: 'bold' }, { type: 'italic' }]), text(' und '), text('hier', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]), text(' oder '), text('dort', [{ type: 'link', attrs: { href: 'https://example.de' } }])] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Nelken')] }] }] },
      ],
    };
    const html = renderToStaticMarkup(<DraftView document={doc} label="Version 3" />);
    expect(html).toBe(
      '<div class="content-draft-view" role="document" aria-label="Version 3" tabindex="0">' +
        '<p class="content-draft-heading content-draft-h1">Glühwein &lt;selber&gt; machen</p>' +
        '<p>Mit <strong><em>Zimt</em></strong> und hier oder <a href="https://example.de" rel="noopener noreferrer nofollow">dort</a></p>' +
        '<ul><li><p>Nelken</p></li></ul></div>',
    );
  });
});
