/**
 * The Markdown of chat answers, parsed into plain data that the screen renders as React elements
 * (never as HTML), so an answer cannot inject markup (issue 20). The subset the planner and models
 * write: paragraphs, `- ` lists, pipe tables, **strong**, _emphasis_, `code`, [links](href) and
 * backslash escapes. A link goes only to an app path (`/…`) or to http(s); anything else stays text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/u.test(trimmed)) return trimmed;
  if (/^https?:\/\/[^\s]+$/iu.test(trimmed)) return trimmed;
  return null;
}

function pushText(out: Inline[], text: string): void {
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else if (text !== '') out.push({ kind: 'text', text });
}

/** The index of the closing marker at or after `from`, skipping escaped characters; -1 if none. */
function closing(source: string, marker: string, from: number): number {
  for (let i = from; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source.startsWith(marker, i)) return i;
  }
  return -1;
}

export function parseInline(source: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === '\\' && i + 1 < source.length) {
      pushText(out, source[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (depth < 4 && source.startsWith('**', i)) {
      const end = closing(source, '**', i + 2);
      if (end > i + 2) {
        out.push({ kind: 'strong', children: parseInline(source.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    if (depth < 4 && c === '_') {
      const end = closing(source, '_', i + 1);
      if (end > i + 1) {
        out.push({ kind: 'em', children: parseInline(source.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    if (c === '`') {
      const end = source.indexOf('`', i + 1);
      if (end > i) {
        out.push({ kind: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (depth < 4 && c === '[') {
      const labelEnd = closing(source, ']', i + 1);
      if (labelEnd > i && source[labelEnd + 1] === '(') {
        const hrefEnd = source.indexOf(')', labelEnd + 2);
        if (hrefEnd > labelEnd) {
          const label = parseInline(source.slice(i + 1, labelEnd), depth + 1);
          const href = safeHref(source.slice(labelEnd + 2, hrefEnd));
          if (href === null) out.push(...label);
          else out.push({ kind: 'link', href, children: label });
          i = hrefEnd + 1;
          continue;
        }
      }
    }
    pushText(out, c);
    i += 1;
  }
  return out;
}

/** Splits a table line on its unescaped pipes, without the outer ones. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/u, '').replace(/(?<!\\)\|$/u, '');
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < inner.length; i += 1) {
    const c = inner[i] ?? '';
    if (c === '\\' && i + 1 < inner.length) {
      current += c + (inner[i + 1] ?? '');
      i += 1;
    } else if (c === '|') {
      parts.push(current.trim());
      current = '';
    } else current += c;
  }
  parts.push(current.trim());
  return parts;
}

const isSeparator = (line: string) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/u.test(line);

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/gu, '\n').split(/\n\s*\n/u)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.length >= 2 && lines.every((line) => line.trim().startsWith('|')) && isSeparator(lines[1] ?? '')) {
      blocks.push({ kind: 'table', head: cells(lines[0] ?? '').map((c) => parseInline(c)), rows: lines.slice(2).map((line) => cells(line).map((c) => parseInline(c))) });
    } else if (lines.every((line) => /^\s*[-*] /u.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => parseInline(line.replace(/^\s*[-*] /u, ''))) });
    } else {
      blocks.push({ kind: 'paragraph', lines: lines.map((line) => parseInline(line.trim())) });
    }
  }
  return blocks;
}

export function plainText(inlines: readonly Inline[]): string {
  return inlines.map((i) => (i.kind === 'text' || i.kind === 'code' ? i.text : plainText(i.children))).join('');
}

/** The keywords an answer lists: the first column of every table headed "Keyword", in order, each once. */
export function keywordsOfAnswer(source: string): string[] {
  const found = parseMarkdown(source).flatMap((block) =>
    block.kind === 'table' && plainText(block.head[0] ?? []).trim().toLowerCase() === 'keyword' ? block.rows.map((row) => plainText(row[0] ?? []).trim()) : [],
  );
  return [...new Set(found.filter((k) => k !== ''))];
}
