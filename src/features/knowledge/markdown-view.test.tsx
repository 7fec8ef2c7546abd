import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../domain/markdown.ts';
import { MarkdownView } from './markdown-view.tsx';

const render = (source: string) => renderToStaticMarkup(<MarkdownView blocks={parseMarkdown(source)} />);

describe('MarkdownView', () => {
  it('renders headings one level below the screen, lists, tables, keys and links', () => {
    const html = render('# Title\n\nPress `g c` for **Collections**.\n\n- [Table](/knowledge?article=workbench)\n- [Out](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2 id="kb-title">Title</h2>');
    expect(html).toContain('<p>Press <kbd>g c</kbd> for <strong>Collections</strong>.</p>');
    expect(html).toContain('<a href="/knowledge?article=workbench">Table</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noreferrer noopener">Out<span class="visually-hidden"> (opens in a new tab)</span></a>');
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain('<td>2</td>');
  });

  it('escapes every piece of HTML in an article', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '**<iframe src="javascript:alert(1)">**',
      '[x](javascript:alert(1))',
      '`<svg onload=alert(1)>`',
      '| <b onclick=x> | y |\n|---|---|\n| <a href=javascript:x>z</a> | w |',
    ];
    for (const attack of attacks) {
      const html = render(attack);
      expect(html, attack).not.toMatch(/<(script|img|iframe|svg|b |a href=.?javascript)/iu);
      expect(html, attack).not.toMatch(/href="javascript/iu);
    }
    expect(render('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
