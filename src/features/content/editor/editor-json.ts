import type { JSONContent } from '@tiptap/react';
import type { DraftMark, DraftNode } from '../../../domain/content-draft.ts';

/** A stored draft as the editor takes it (Tiptap's JSON types are mutable; the domain's are not). */
export function toEditorJson(node: DraftNode): JSONContent {
  const out: JSONContent = { type: node.type };
  if (node.attrs !== undefined) out.attrs = { ...node.attrs };
  if (node.text !== undefined) out.text = node.text;
  if (node.marks !== undefined) out.marks = node.marks.map((m) => (m.attrs === undefined ? { type: m.type } : { type: m.type, attrs: { ...m.attrs } }));
  if (node.content !== undefined) out.content = node.content.map(toEditorJson);
  return out;
}

/** The editor's JSON as a draft; a node without a type (Tiptap never writes one) is a paragraph. */
export function fromEditorJson(json: JSONContent): DraftNode {
  const marks: DraftMark[] | undefined = json.marks?.map((m) => (m.attrs === undefined ? { type: m.type } : { type: m.type, attrs: { ...m.attrs } }));
  return {
    type: json.type ?? 'paragraph',
    ...(json.attrs === undefined ? {} : { attrs: { ...json.attrs } }),
    ...(json.text === undefined ? {} : { text: json.text }),
    ...(marks === undefined ? {} : { marks }),
    ...(json.content === undefined ? {} : { content: json.content.map(fromEditorJson) }),
  };
}
