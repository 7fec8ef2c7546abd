/**
 * A draft of the content editor as the editor stores it (ProseMirror/Tiptap JSON), read without the
 * editor: its blocks of text and headings, for the content score and the exports.
 */
import { z } from 'zod';

export interface DraftMark {
  readonly type: string;
  readonly attrs?: Readonly<Record<string, unknown>>;
}

export interface DraftNode {
  readonly type: string;
  readonly attrs?: Readonly<Record<string, unknown>>;
  readonly content?: readonly DraftNode[];
  readonly text?: string;
  readonly marks?: readonly DraftMark[];
}

const markSchema = z.object({ type: z.string().min(1), attrs: z.record(z.string(), z.unknown()).optional() });

/** The shape of a stored draft; the editor's schema decides the rest when it loads it. */
export const draftNodeSchema: z.ZodType<DraftNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(draftNodeSchema).optional(),
    text: z.string().optional(),
    marks: z.array(markSchema).optional(),
  }),
);

export const EMPTY_DRAFT: DraftNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A block of the draft: a paragraph, a list item's line or a heading, with its text. */
export interface DraftBlock {
  readonly text: string;
  /** 1 to 6 for a heading, null for text. */
  readonly headingLevel: number | null;
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

export function headingLevelOf(node: DraftNode): number {
  const level = node.attrs?.['level'];
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6 ? level : 1;
}

/** The text of a node and its children; a hard break is a space. */
export function textOf(node: DraftNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(textOf).join('');
}

/** The draft's blocks in reading order. */
export function draftBlocks(doc: DraftNode): DraftBlock[] {
  const out: DraftBlock[] = [];
  const walk = (node: DraftNode) => {
    if (TEXT_BLOCKS.has(node.type)) {
      out.push({ text: textOf(node), headingLevel: node.type === 'heading' ? headingLevelOf(node) : null });
      return;
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return out;
}
