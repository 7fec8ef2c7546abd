/** A draft (editor JSON) as Markdown for export. */
import { escapeMarkdown } from './content-briefing-markdown.ts';
import { headingLevelOf, type DraftNode } from './content-draft.ts';
import { safeHref } from './content-draft-html.ts';

/** Parentheses and spaces would end a Markdown link target early. */
const linkTarget = (href: string) => href.replace(/\(/gu, '%28').replace(/\)/gu, '%29').replace(/\s/gu, '%20');

function inline(nodes: readonly DraftNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '  \n';
      if (node.type !== 'text') return inline(node.content);
      const raw = node.text ?? '';
      // Whitespace stays outside the markers: `** bold**` would not be bold.
      const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/su.exec(raw) ?? [];
      if (core === '') return raw;
      const marks = new Set((node.marks ?? []).map((m) => m.type));
      let text = marks.has('code') ? `\`${core.replace(/`/gu, '')}\`` : escapeMarkdown(core);
      if (marks.has('italic')) text = `*${text}*`;
      if (marks.has('bold')) text = `**${text}**`;
      if (marks.has('strike')) text = `~~${text}~~`;
      const href = safeHref(node.marks?.find((m) => m.type === 'link')?.attrs?.['href']);
      if (href !== null) text = `[${text}](${linkTarget(href)})`;
      return `${lead}${text}${trail}`;
    })
    .join('');
}

function blocks(nodes: readonly DraftNode[] | undefined, indent: string): string[] {
  const out: string[] = [];
  for (const node of nodes ?? []) {
    switch (node.type) {
      case 'heading':
        out.push(`${indent}${'#'.repeat(headingLevelOf(node))} ${inline(node.content)}`);
        break;
      case 'paragraph':
        out.push(`${indent}${inline(node.content)}`);
        break;
      case 'bulletList':
      case 'orderedList':
        out.push((node.content ?? []).map((item, i) => listItem(item, node.type === 'orderedList' ? `${i + 1}. ` : '- ', indent)).join('\n'));
        break;
      case 'blockquote':
        out.push(blocks(node.content, '').map((b) => b.split('\n').map((l) => `${indent}> ${l}`).join('\n')).join(`\n${indent}>\n`));
        break;
      case 'codeBlock':
        out.push(`${indent}\`\`\`\n${(node.content ?? []).map((t) => t.text ?? '').join('')}\n${indent}\`\`\``);
        break;
      case 'horizontalRule':
        out.push(`${indent}---`);
        break;
      default:
        out.push(...blocks(node.content, indent));
    }
  }
  return out;
}

function listItem(item: DraftNode, marker: string, indent: string): string {
  const [first, ...rest] = blocks(item.content, `${indent}${' '.repeat(marker.length)}`);
  const head = `${indent}${marker}${(first ?? '').trimStart()}`;
  return [head, ...rest].join('\n');
}

export function draftToMarkdown(doc: DraftNode): string {
  return `${blocks(doc.content, '').join('\n\n').trim()}\n`;
}
