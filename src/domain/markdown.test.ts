import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownText, parseInline, parseMarkdown, plainText, safeHref, slugify, type Block, type Inline } from './markdown.ts';

const text = (t: string): Inline => ({ kind: 'text', text: t });

function links(nodes: readonly Inline[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node.href, ...links(node.children)] : 'children' in node ? links(node.children) : []));
}
function inlinesOf(blocks: readonly Block[]): Inline[][] {
  return blocks.flatMap((block) => {
    if (block.kind === 'list') return block.items.map((item) => [...item]);
    if (block.kind === 'table') return [block.header, ...block.rows].flatMap((row) => row.map((cell) => [...cell]));
    return [[...block.children]];
  });
}

describe('parseInline', () => {
  it('reads bold, italics, code and links, and leaves everything else as text', () => {
    expect(parseInline('Press `g c` to open **Collections**, *then* see [the table](/knowledge?article=workbench).')).toEqual([
      text('Press '),
      { kind: 'code', text: 'g c' },
      text(' to open '),
      { kind: 'strong', children: [text('Collections')] },
      text(', '),
      { kind: 'em', children: [text('then')] },
      text(' see '),
      { kind: 'link', href: '/knowledge?article=workbench', children: [text('the table')] },
      text('.'),
    ]);
  });

  it('keeps HTML as text: there is no node that could carry markup', () => {
    expect(parseInline('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([text('<script>alert(1)</script> <img src=x onerror=alert(1)>')]);
  });

  it('drops unsafe link targets and keeps the words', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('click)')]);
    expect(parseInline('[x](data:text/html,hi) [y](//evil.test/a) [z](http://plain.test)')).toEqual([text('x y z')]);
    expect(parseInline('[**bold**](javascript:void)')).toEqual([{ kind: 'strong', children: [text('bold')] }]);
  });

  it('reads _emphasis_ between word edges, and leaves snake_case and a lone underscore as text', () => {
    expect(parseInline('_Ohne Sprachmodell erstellt._')).toEqual([{ kind: 'em', children: [text('Ohne Sprachmodell erstellt.')] }]);
    expect(parseInline('monitoring_changes and file_name_x and _ alone')).toEqual([text('monitoring_changes and file_name_x and _ alone')]);
    expect(parseInline('(_a_)')).toEqual([text('('), { kind: 'em', children: [text('a')] }, text(')')]);
  });

  it('reads a backslash before any ASCII punctuation as that character (CommonMark), as the chat planner escapes keyword text', () => {
    expect(parseInline('\\<b\\> \\~x\\~ \\_y\\_ \\[z\\](/a)')).toEqual([text('<b> ~x~ _y_ [z](/a)')]);
    // A backslash before a letter is a backslash.
    expect(parseInline('\\a stays')).toEqual([text('\\a stays')]);
  });

  it('treats unmatched markers and escapes as text', () => {
    expect(parseInline('2 * 3 and `open and **open and [open')).toEqual([text('2 * 3 and `open and **open and [open')]);
    expect(parseInline('\\*not italic\\* a\\|b')).toEqual([text('*not italic* a|b')]);
    expect(parseInline('****')).toEqual([text('****')]);
  });
});

describe('safeHref', () => {
  it('allows in-app paths, anchors and https only', () => {
    expect(safeHref('/collections')).toBe('/collections');
    expect(safeHref('#share-of-search')).toBe('#share-of-search');
    expect(safeHref('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', '//evil.test', 'http://x.test', 'vbscript:x', 'collections', '#a b', 'https://x.test/"onmouseover="x']) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe('parseMarkdown', () => {
  it('reads headings with unique ids, paragraphs, both kinds of list and a pipe table', () => {
    const blocks = parseMarkdown(
      [
        '# Brand dashboards',
        '',
        'Share of search is a brand’s',
        'part of all searches.',
        '',
        '## Keys',
        '- `g b` opens the list',
        '  and stays there',
        '* `?` shows the keys',
        '1. First',
        '2. Second',
        '',
        '## Keys',
        '| Value | Band |',
        '| --- | ---: |',
        '| below 15 | very easy |',
        '| a \\| b |',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'heading', 'table']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, id: 'brand-dashboards', children: [text('Brand dashboards')] });
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [text('Share of search is a brand’s part of all searches.')] });
    expect(blocks[2]).toMatchObject({ id: 'keys' });
    expect(blocks[5]).toMatchObject({ id: 'keys-2' });
    expect(blocks[3]).toEqual({ kind: 'list', ordered: false, items: [[{ kind: 'code', text: 'g b' }, text(' opens the list and stays there')], [{ kind: 'code', text: '?' }, text(' shows the keys')]] });
    expect(blocks[4]).toEqual({ kind: 'list', ordered: true, items: [[text('First')], [text('Second')]] });
    expect(blocks[6]).toEqual({
      kind: 'table',
      header: [[text('Value')], [text('Band')]],
      rows: [[[text('below 15')], [text('very easy')]], [[text('a | b')], []]],
    });
  });

  it('keeps a line of raw HTML as the text of a paragraph', () => {
    expect(parseMarkdown('<div onclick="x()">hi</div>')).toEqual([{ kind: 'paragraph', children: [text('<div onclick="x()">hi</div>')] }]);
  });

  it('gives the text of the article for the search', () => {
    expect(markdownText(parseMarkdown('# Title\n\nSome **bold** [link](/x).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| c | d |'))).toBe('Title\nSome bold link.\none\ntwo\na b\nc d');
  });

  it('slugs headings without marks or symbols', () => {
    expect(slugify('Share of search (SoS): Häufig?')).toBe('share-of-search-sos-haufig');
    expect(plainText([{ kind: 'strong', children: [text('a'), { kind: 'code', text: 'b' }] }])).toBe('ab');
  });

  it('parses any text without throwing, and every link it keeps is safe', () => {
    const pieces = fc.constantFrom('[', ']', '(', ')', '*', '**', '_', '`', '\\', '|', '# ', '- ', '1. ', '\n', '\n\n', '  ', 'javascript:', '/x', 'https://a.test', '<b>', 'word', ' ');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }).map((p) => p.join('')), (source) => {
        const blocks = parseMarkdown(source);
        for (const inline of inlinesOf(blocks)) for (const href of links(inline)) expect(safeHref(href)).toBe(href);
      }),
    );
  });

  it('keeps plain words unchanged: text without markup is one paragraph of the same words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zäöü<>&"']{1,8}$/u), { minLength: 1, maxLength: 12 }), (words) => {
        expect(parseMarkdown(words.join(' '))).toEqual([{ kind: 'paragraph', children: [text(words.join(' '))] }]);
      }),
    );
  });
});
