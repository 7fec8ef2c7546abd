import { generateJSON, mergeAttributes, type Extensions } from '@tiptap/react';
import { Heading } from '@tiptap/extension-heading';
import StarterKit from '@tiptap/starter-kit';
import type { DraftNode } from '../../../domain/content-draft.ts';
import { EMPTY_DRAFT } from '../../../domain/content-draft.ts';
import { safeHref } from '../../../domain/content-draft-html.ts';
import { fromEditorJson } from './editor-json.ts';

/**
 * The draft's headings. A level-1 heading (the article's title) is a heading of level 1 for
 * assistive technology, but not an `h1` element: the screen's own h1 names the screen, and the
 * product promises exactly one (docs/architecture.md). Stored and exported drafts keep their `<h1>`;
 * only the editor's view differs, and it reads its own view back when text is pasted within it.
 */
const DraftHeading = Heading.extend({
  parseHTML() {
    return [...(this.parent?.() ?? []), { tag: 'div[data-draft-heading="1"]', attrs: { level: 1 } }];
  },
  renderHTML({ node, HTMLAttributes }) {
    if (node.attrs['level'] !== 1) return this.parent?.({ node, HTMLAttributes }) ?? ['p', HTMLAttributes, 0];
    return ['div', mergeAttributes(HTMLAttributes, { role: 'heading', 'aria-level': '1', 'data-draft-heading': '1', class: 'content-editor-h1' }), 0];
  },
});

/**
 * The editor's schema: headings, lists, links (web, mail and in-page addresses only), bold, italic.
 * The editor and the reading of stored HTML share it, so a saved draft loads as it was written.
 */
export function draftSchemaExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      link: { openOnClick: false, autolink: true, isAllowedUri: (url) => safeHref(url) !== null },
    }),
    DraftHeading.configure({ levels: [1, 2, 3, 4] }),
  ];
}

let schema: Extensions | null = null;

/**
 * A stored draft (the server keeps HTML) as the editor's document. Parsed by the editor's schema in
 * the browser's DOM parser: anything the schema does not know (scripts, styles, attributes) is
 * dropped, so the result is safe to show. An empty draft is one empty paragraph.
 */
export function draftFromHtml(html: string): DraftNode {
  if (html.trim() === '') return EMPTY_DRAFT;
  schema ??= draftSchemaExtensions();
  return fromEditorJson(generateJSON(html, schema));
}
