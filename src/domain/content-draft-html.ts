/** A draft (editor JSON) as clean HTML for export: only the editor's own elements, text escaped. */
import { headingLevelOf, type DraftMark, type DraftNode } from './content-draft.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;').replace(/'/gu, '&#39;');
}

/** Links keep only web and mail addresses and in-page anchors; anything else (`javascript:`) is dropped. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  return /^(https?:\/\/|mailto:|#|\/(?!\/))/iu.test(href) ? href : null;
}

const MARK_TAGS: Readonly<Record<string, string>> = { bold: 'strong', italic: 'em', strike: 's', code: 'code', underline: 'u' };

function wrapMark(html: string, mark: DraftMark): string {
  if (mark.type === 'link') {
    const href = safeHref(mark.attrs?.['href']);
    return href === null ? html : `<a href="${escapeHtml(href)}">${html}</a>`;
  }
  const tag = MARK_TAGS[mark.type];
  return tag === undefined ? html : `<${tag}>${html}</${tag}>`;
}

const BLOCK_TAGS: Readonly<Record<string, string>> = {
  paragraph: 'p', bulletList: 'ul', orderedList: 'ol', listItem: 'li', blockquote: 'blockquote',
};

function nodeHtml(node: DraftNode): string {
  const inner = () => (node.content ?? []).map(nodeHtml).join('');
  switch (node.type) {
    case 'doc':
      return (node.content ?? []).map(nodeHtml).join('\n');
    case 'text':
      // Marks wrap from the innermost outwards in the order the editor stores them.
      return [...(node.marks ?? [])].reverse().reduce(wrapMark, escapeHtml(node.text ?? ''));
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'heading': {
      const level = headingLevelOf(node);
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'codeBlock':
      return `<pre><code>${inner()}</code></pre>`;
    default: {
      const tag = BLOCK_TAGS[node.type];
      return tag === undefined ? inner() : `<${tag}>${inner()}</${tag}>`;
    }
  }
}

/** The draft's body as HTML. */
export function draftToHtml(doc: DraftNode): string {
  return nodeHtml(doc);
}

/** A whole HTML file with the title, for download. */
export function draftToHtmlFile(title: string, doc: DraftNode): string {
  return `<!doctype html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n${draftToHtml(doc)}\n</body>\n</html>\n`;
}
