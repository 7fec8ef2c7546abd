import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordsOfAnswer, parseInline, parseMarkdown, plainText, safeHref } from './chat-markdown';

describe('chat markdown', () => {
  it('parses strong, emphasis, code, links and escapes', () => {
    expect(parseInline('Die Sammlung **[Winter Sale](/research/Winter%20Sale)** hat _213_ `x`')).toEqual([
      { kind: 'text', text: 'Die Sammlung ' },
      { kind: 'strong', children: [{ kind: 'link', href: '/research/Winter%20Sale', children: [{ kind: 'text', text: 'Winter Sale' }] }] },
      { kind: 'text', text: ' hat ' },
      { kind: 'em', children: [{ kind: 'text', text: '213' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x' },
    ]);
    expect(parseInline('monitoring\\_changes \\[x\\](y)')).toEqual([{ kind: 'text', text: 'monitoring_changes [x](y)' }]);
  });

  it('keeps only app paths and http(s) links; anything else is text', () => {
    expect(safeHref('/monitoring/project/1')).toBe('/monitoring/project/1');
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(plainText(parseInline('[click](javascript:alert(1))'))).not.toContain('javascript');
  });

  it('parses paragraphs, lists and tables', () => {
    const blocks = parseMarkdown('Intro line\nsecond\n\n- a\n- **b**\n\n| Keyword | Volume |\n| --- | --- |\n| glühwein | 12.100 |\n| a\\|b | 5 |');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'table']);
    const table = blocks[2];
    expect(table?.kind === 'table' ? table.rows.map((r) => r.map((c) => plainText(c))) : []).toEqual([['glühwein', '12.100'], ['a|b', '5']]);
  });

  it('finds the keywords an answer lists', () => {
    const answer = 'Top:\n\n| Keyword | Ø |\n| --- | --- |\n| glühwein | 1 |\n| t\\-shirt \\_x | 2 |\n\n| Projekt | x |\n| --- | --- |\n| www.a.de | 1 |\n\n| Keyword | x |\n| --- | --- |\n| glühwein | 3 |';
    expect(keywordsOfAnswer(answer)).toEqual(['glühwein', 't-shirt _x']);
    expect(keywordsOfAnswer('no table')).toEqual([]);
  });

  it('property: any text parses, and no link ever points outside the app or http(s)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const walk = (inlines: ReturnType<typeof parseInline>): void => {
          for (const i of inlines) {
            if (i.kind === 'link') expect(safeHref(i.href)).toBe(i.href);
            if (i.kind === 'strong' || i.kind === 'em' || i.kind === 'link') walk(i.children);
          }
        };
        for (const block of parseMarkdown(text)) {
          if (block.kind === 'paragraph') block.lines.forEach(walk);
          if (block.kind === 'list') block.items.forEach(walk);
          if (block.kind === 'table') [block.head, ...block.rows].forEach((row) => row.forEach(walk));
        }
      }),
    );
  });
});
