import { useMemo } from 'react';
import type { Editor } from '@tiptap/react';
import type { DraftNode } from '../../../domain/content-draft.ts';
import type { DraftExportFormat, EditorActions, EditorFormat } from './editor-commands.ts';
import { fromEditorJson } from './editor-json.ts';

const activeOf = (editor: Editor, format: EditorFormat): boolean => {
  switch (format) {
    case 'bold': return editor.isActive('bold');
    case 'italic': return editor.isActive('italic');
    case 'heading-2': return editor.isActive('heading', { level: 2 });
    case 'heading-3': return editor.isActive('heading', { level: 3 });
    case 'paragraph': return editor.isActive('paragraph');
    case 'bullet-list': return editor.isActive('bulletList');
    case 'ordered-list': return editor.isActive('orderedList');
    case 'link': return editor.isActive('link');
  }
};

export const EDITOR_FORMATS: readonly EditorFormat[] = ['bold', 'italic', 'heading-2', 'heading-3', 'paragraph', 'bullet-list', 'ordered-list', 'link'];

/** The formats on at the selection, for the toolbar's pressed states. */
export function activeFormats(editor: Editor | null): Set<EditorFormat> {
  return new Set(editor === null ? [] : EDITOR_FORMATS.filter((f) => activeOf(editor, f)));
}

interface EditorActionOptions {
  readonly editable: boolean;
  readonly openLinkForm: () => void;
  readonly exportDraft: (format: DraftExportFormat, doc: DraftNode) => void;
}

/** The one set of actions the toolbar and the registered commands share. */
export function useEditorActions(editor: Editor | null, { editable, openLinkForm, exportDraft }: EditorActionOptions): EditorActions {
  return useMemo<EditorActions>(() => ({
    editable: editable && editor !== null,
    isActive: (format) => editor !== null && activeOf(editor, format),
    canUndo: () => editor?.can().undo() ?? false,
    canRedo: () => editor?.can().redo() ?? false,
    focus: () => {
      if (editor === null) return;
      // At once: Tiptap's focus command waits a frame, and keys typed straight after "Write in the
      // editor" went to whatever held focus during that frame.
      editor.view.focus();
      editor.commands.scrollIntoView();
    },
    toggle: (format) => {
      if (editor === null) return;
      const chain = editor.chain().focus();
      if (format === 'bold') chain.toggleBold().run();
      else if (format === 'italic') chain.toggleItalic().run();
      else if (format === 'heading-2') chain.toggleHeading({ level: 2 }).run();
      else if (format === 'heading-3') chain.toggleHeading({ level: 3 }).run();
      else if (format === 'paragraph') chain.setParagraph().run();
      else if (format === 'bullet-list') chain.toggleBulletList().run();
      else chain.toggleOrderedList().run();
    },
    editLink: openLinkForm,
    undo: () => editor?.chain().focus().undo().run(),
    redo: () => editor?.chain().focus().redo().run(),
    exportDraft: (format) => {
      if (editor !== null) exportDraft(format, fromEditorJson(editor.getJSON()));
    },
  }), [editor, editable, openLinkForm, exportDraft]);
}
