/** A draft (editor JSON) as a Word document. */
import { headingLevelOf, textOf, type DraftNode } from './content-draft.ts';
import { docxOf, type DocxBlock, type DocxRun } from './content-docx.ts';

function runs(nodes: readonly DraftNode[] | undefined): DocxRun[] {
  const out: DocxRun[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') out.push({ text: ' ' });
    else if (node.type === 'text') {
      const marks = new Set((node.marks ?? []).map((m) => m.type));
      out.push({ text: node.text ?? '', bold: marks.has('bold'), italics: marks.has('italic') });
    } else out.push(...runs(node.content));
  }
  return out;
}

function collect(nodes: readonly DraftNode[] | undefined, out: DocxBlock[], depth: number): void {
  for (const node of nodes ?? []) {
    if (node.type === 'heading') {
      const level = headingLevelOf(node);
      out.push({ kind: 'heading', level: level as 1 | 2 | 3 | 4 | 5 | 6, runs: runs(node.content) });
    } else if (node.type === 'paragraph' || node.type === 'codeBlock') out.push({ kind: 'paragraph', runs: runs(node.content) });
    else if (node.type === 'bulletList' || node.type === 'orderedList') {
      (node.content ?? []).forEach((item, i) => {
        const [first, ...rest] = item.content ?? [];
        const line = first === undefined ? [] : runs(first.content);
        out.push(node.type === 'orderedList' ? { kind: 'numbered', index: i + 1, runs: line } : { kind: 'bullet', depth, runs: line });
        collect(rest, out, depth + 1);
      });
    } else if (node.type === 'horizontalRule') out.push({ kind: 'paragraph', runs: [{ text: '' }] });
    else if (node.type === 'text') out.push({ kind: 'paragraph', runs: [{ text: textOf(node) }] });
    else collect(node.content, out, depth);
  }
}

export function draftDocxBlocks(doc: DraftNode): DocxBlock[] {
  const out: DocxBlock[] = [];
  collect(doc.content, out, 0);
  return out;
}

/** The .docx bytes of the draft. */
export function draftToDocx(title: string, doc: DraftNode): Promise<Uint8Array> {
  return docxOf(title, draftDocxBlocks(doc));
}
