/**
 * The app's one Markdown parser (decisions 0041 and 0060): the knowledge base's articles and the AI
 * Chat's answers, parsed into a tree of plain data. No Markdown renderer or sanitiser is installed
 * (neither marked, markdown-it nor DOMPurify is in node_modules), and both need little: headings,
 * paragraphs, lists, pipe tables, bold, italics (`*x*` or `_x_`), code and links. The tree has no
 * node for raw HTML, so `<script>` in an article or a model's answer stays text: the React views
 * render text nodes, which React escapes, and never set inner HTML. Links keep only in-app paths,
 * anchors and https addresses.
 */

export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly children: readonly Inline[] }
  | { readonly kind: 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] };

export type Block =
  | { readonly kind: 'heading'; readonly level: number; readonly id: string; readonly children: readonly Inline[] }
  | { readonly kind: 'paragraph'; readonly children: readonly Inline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'table'; readonly header: readonly (readonly Inline[])[]; readonly rows: readonly (readonly (readonly Inline[])[])[] };

/** An href the view may follow: an in-app path (not `//host`), an anchor, or https. Anything else (javascript:, data:, http:) is dropped. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/u.test(trimmed) || /^#[\w-]+$/u.test(trimmed)) return trimmed;
  if (/^https:\/\/[^\s/]+/iu.test(trimmed) && !/[\s<>"]/u.test(trimmed)) return trimmed;
  return null;
}

/** The text of inline nodes, markup dropped: headings' anchors, search bodies and accessible names. */
export function plainText(nodes: readonly Inline[]): string {
  return nodes.map((node) => ('text' in node ? node.text : plainText(node.children))).join('');
}

/** An anchor id for a heading: lower-case letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '');
}

/** CommonMark: a backslash escapes any ASCII punctuation (the chat's planner escapes keyword text so). */
const ESCAPABLE = /^[!-/:-@[-`{-~]$/u;

/** Index of the closing `marker` from `from` on, skipping backslash escapes; -1 when there is none. */
function closing(text: string, marker: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(marker, i)) return i;
  }
  return -1;
}

/** The `_` that closes emphasis from `from` on: not escaped, not followed by a letter or digit; -1 when none. */
function closingUnderscore(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '_' && text[i - 1] !== ' ' && !/[\p{L}\p{N}]/u.test(text[i + 1] ?? '')) return i;
  }
  return -1;
}

function pushText(out: Inline[], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + text };
  else out.push({ kind: 'text', text });
}

/**
 * Inline markup of one line or paragraph. An opening marker without its closing one is text, so
 * any string parses; emphasis needs content (`**` alone is text).
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      pushText(out, next);
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (char === '*' && next === '*') {
      const end = closing(text, '**', i + 2);
      if (end > i + 2) {
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (char === '*' && next !== '*' && next !== ' ') {
      const end = closing(text, '*', i + 1);
      if (end > i + 1) {
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    // `_` emphasis only between words' edges, so snake_case and file_names stay text.
    if (char === '_' && next !== '_' && next !== ' ' && !/[\p{L}\p{N}]/u.test(text[i - 1] ?? '')) {
      const end = closingUnderscore(text, i + 1);
      if (end > i + 1) {
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const label = closing(text, ']', i + 1);
      if (label > i + 1 && text[label + 1] === '(') {
        const target = text.indexOf(')', label + 2);
        if (target > label + 2) {
          const children = parseInline(text.slice(i + 1, label));
          const href = safeHref(text.slice(label + 2, target));
          if (href !== null) out.push({ kind: 'link', href, children });
          // An unsafe target keeps the link's words and loses the link.
          else for (const child of children) if (child.kind === 'text') pushText(out, child.text); else out.push(child);
          i = target + 1;
          continue;
        }
      }
    }
    pushText(out, char);
    i++;
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/u;
const BULLET = /^\s{0,3}[-*]\s+(.*)$/u;
const NUMBERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/u;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/u;

function cells(line: string): Inline[][] {
  const inner = line.trim().replace(/^\|/u, '').replace(/(?<!\\)\|$/u, '');
  // A cell ends at an unescaped pipe; `\|` is a pipe inside a cell.
  return inner.split(/(?<!\\)\|/u).map((cell) => parseInline(cell.trim()));
}

/** The blocks of an article. Lines indented by two or more spaces continue the list item above. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/gu, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const usedIds = new Map<string, number>();

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] ?? '';
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const children = parseInline(heading[2] ?? '');
      const base = slugify(plainText(children)) || 'section';
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      blocks.push({ kind: 'heading', level: (heading[1] ?? '#').length, id: seen === 0 ? base : `${base}-${seen + 1}`, children });
      continue;
    }
    if (line.trimStart().startsWith('|') && TABLE_RULE.test(lines[n + 1] ?? '')) {
      flush();
      const header = cells(line);
      const rows: Inline[][][] = [];
      n += 2;
      while (n < lines.length && (lines[n] ?? '').trimStart().startsWith('|')) rows.push(cells(lines[n++] ?? ''));
      n--;
      blocks.push({ kind: 'table', header, rows: rows.map((row) => header.map((_, c) => row[c] ?? [])) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((item[1] ?? '').trim());
      continue;
    }
    if (list && /^\s{2,}\S/u.test(line)) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** The plain text of a whole article, block by block: what the search reads. */
export function markdownText(blocks: readonly Block[]): string {
  return blocks
    .flatMap((block) => {
      if (block.kind === 'list') return block.items.map(plainText);
      if (block.kind === 'table') return [block.header, ...block.rows].map((row) => row.map(plainText).join(' '));
      return [plainText(block.children)];
    })
    .join('\n');
}
