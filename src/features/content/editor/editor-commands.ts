import { bindCommands } from '../../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../../commands/command-types.ts';

const section = 'Content editor';
const scope = { route: '/content-editor' } as const;

/**
 * The content editor's toolbar and exports. The shortcuts are Tiptap's own where it has one (it
 * handles them while the text has focus; the key dispatcher leaves typing targets alone), so the
 * shortcut sheet and the palette tell what the editor does. Undo and redo have no shortcut here:
 * Mod+Z inside the text is the editor's, and the table's Mod+Z would otherwise clash.
 */
export const CONTENT_EDITOR_COMMANDS = [
  { id: 'content-editor.focus', title: 'Write in the editor', keywords: ['focus', 'text', 'type', 'draft', 'write'], section, scope },
  { id: 'content-editor.bold', title: 'Bold', keywords: ['bold', 'strong', 'format'], section, shortcut: 'Mod+B', scope },
  { id: 'content-editor.italic', title: 'Italic', keywords: ['italic', 'emphasis', 'format'], section, shortcut: 'Mod+I', scope },
  { id: 'content-editor.heading-2', title: 'Heading 2', keywords: ['heading', 'h2', 'title', 'section'], section, shortcut: 'Mod+Alt+2', scope },
  { id: 'content-editor.heading-3', title: 'Heading 3', keywords: ['heading', 'h3', 'subheading'], section, shortcut: 'Mod+Alt+3', scope },
  { id: 'content-editor.paragraph', title: 'Normal text', keywords: ['paragraph', 'text', 'body', 'plain'], section, shortcut: 'Mod+Alt+0', scope },
  { id: 'content-editor.bullet-list', title: 'Bulleted list', keywords: ['list', 'bullets', 'unordered'], section, shortcut: 'Mod+Shift+8', scope },
  { id: 'content-editor.ordered-list', title: 'Numbered list', keywords: ['list', 'numbers', 'ordered'], section, shortcut: 'Mod+Shift+7', scope },
  { id: 'content-editor.link', title: 'Link…', keywords: ['link', 'url', 'address', 'href'], section, shortcut: 'Mod+Shift+L', scope },
  { id: 'content-editor.undo', title: 'Undo in the editor', keywords: ['undo', 'back', 'revert'], section, scope },
  { id: 'content-editor.redo', title: 'Redo in the editor', keywords: ['redo', 'again'], section, scope },
  { id: 'content-editor.export.html', title: 'Export the draft as HTML', keywords: ['export', 'download', 'html', 'web'], section, scope },
  { id: 'content-editor.export.markdown', title: 'Export the draft as Markdown', keywords: ['export', 'download', 'markdown', 'md'], section, scope },
  { id: 'content-editor.export.docx', title: 'Export the draft as DOCX', keywords: ['export', 'download', 'word', 'docx'], section, scope },
] as const satisfies readonly CommandDescriptor[];

export type EditorFormat = 'bold' | 'italic' | 'heading-2' | 'heading-3' | 'paragraph' | 'bullet-list' | 'ordered-list' | 'link';
export type DraftExportFormat = 'html' | 'markdown' | 'docx';

/** What the editor can do now; the commands and the toolbar both read it, so they agree. */
export interface EditorActions {
  readonly editable: boolean;
  isActive(format: EditorFormat): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  focus(): void;
  toggle(format: Exclude<EditorFormat, 'link'>): void;
  /** Opens the link form (or removes the link under the cursor from there). */
  editLink(): void;
  undo(): void;
  redo(): void;
  exportDraft(format: DraftExportFormat): void;
}

export function contentEditorCommands(actions: EditorActions): Command[] {
  const format = (name: Exclude<EditorFormat, 'link'>) => ({
    when: () => actions.editable,
    checked: () => actions.isActive(name),
    run: () => actions.toggle(name),
  });
  return bindCommands(CONTENT_EDITOR_COMMANDS, {
    'content-editor.focus': { run: actions.focus },
    'content-editor.bold': format('bold'),
    'content-editor.italic': format('italic'),
    'content-editor.heading-2': format('heading-2'),
    'content-editor.heading-3': format('heading-3'),
    'content-editor.paragraph': format('paragraph'),
    'content-editor.bullet-list': format('bullet-list'),
    'content-editor.ordered-list': format('ordered-list'),
    'content-editor.link': { when: () => actions.editable, run: actions.editLink },
    'content-editor.undo': { when: () => actions.editable && actions.canUndo(), run: actions.undo },
    'content-editor.redo': { when: () => actions.editable && actions.canRedo(), run: actions.redo },
    'content-editor.export.html': { run: () => actions.exportDraft('html') },
    'content-editor.export.markdown': { run: () => actions.exportDraft('markdown') },
    'content-editor.export.docx': { run: () => actions.exportDraft('docx') },
  });
}
