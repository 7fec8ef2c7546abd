import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import { Placeholder } from '@tiptap/extension-placeholder';
import { draftBlocks, type DraftNode } from '../../../domain/content-draft.ts';
import type { ScoreTargets } from '../../../domain/content-score.ts';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { detectPlatform } from '../../../commands/keys.ts';
import { contentEditorCommands, type DraftExportFormat } from './editor-commands.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LinkForm } from './link-form.tsx';
import { ScorePanel } from './score-panel.tsx';
import { activeFormats, EDITOR_FORMATS, useEditorActions } from './use-editor-actions.ts';
import { useContentScore } from './use-content-score.ts';
import { downloadDraft } from './draft-export.ts';
import { fromEditorJson, toEditorJson } from './editor-json.ts';
import { draftSchemaExtensions } from './editor-extensions.ts';
import './content-editor.css';

export interface ContentEditorProps {
  /** The draft's name (the project keyword): the text's accessible name and the export file name. */
  readonly title: string;
  readonly initialDocument: DraftNode;
  readonly targets: ScoreTargets;
  /** Every change of the text, as editor JSON (the autosave machine's EDIT). */
  readonly onChange: (document: DraftNode) => void;
  readonly readOnly?: boolean;
  /** A draft to put in place of the text (the server's, when the writer takes it in a conflict). */
  readonly replacement?: { readonly document: DraftNode; readonly version: number } | null;
  /** Shown above the text: the autosave status and the conflict choice, from the screen. */
  readonly status?: ReactNode;
}

export const EDITOR_PLACEHOLDER = 'Start writing: the score on the right follows every word.';

/**
 * The content editor kit: a Tiptap editor (headings, lists, links, bold, italic) with a toolbar of
 * registered commands and a live score panel. Props in, callbacks out: no server calls.
 */
export function ContentEditor({ title, initialDocument, targets, onChange, readOnly = false, replacement = null, status }: ContentEditorProps) {
  const initialBlocks = useMemo(() => draftBlocks(initialDocument), [initialDocument]);
  const { score, update } = useContentScore(targets, initialBlocks);
  const [linkForm, setLinkForm] = useState(false);
  const latest = useRef({ onChange, update, openLink: () => setLinkForm(true) });
  useLayoutEffect(() => {
    latest.current = { onChange, update, openLink: () => setLinkForm(true) };
  });

  const editor = useEditor({
    immediatelyRender: false,
    editable: !readOnly,
    content: toEditorJson(initialDocument),
    extensions: [
      ...draftSchemaExtensions(),
      Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
      // The link command's shortcut inside the text, where the app's key dispatcher stays out.
      Extension.create({ name: 'linkShortcut', addKeyboardShortcuts: () => ({ 'Mod-Shift-l': () => (latest.current.openLink(), true) }) }),
    ],
    editorProps: {
      attributes: { id: 'content-editor-text', class: 'content-editor-text', role: 'textbox', 'aria-multiline': 'true', 'aria-label': `Draft: ${title}` },
    },
    onUpdate: ({ editor: changed }) => {
      latest.current.update(changed.state.doc);
      latest.current.onChange(fromEditorJson(changed.getJSON()));
    },
  });

  useEffect(() => {
    if (editor === null || replacement === null) return;
    editor.commands.setContent(toEditorJson(replacement.document), { emitUpdate: false });
    latest.current.update(editor.state.doc);
  }, [editor, replacement]);

  useEffect(() => {
    // No update event: it would reach onChange as an edit and save an unchanged draft on every visit.
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const active = useEditorState({ editor, selector: ({ editor: e }) => [...activeFormats(e)].join(' ') }) ?? '';
  const activeSet = useMemo(() => {
    const on = active.split(' ');
    return new Set(EDITOR_FORMATS.filter((format) => on.includes(format)));
  }, [active]);

  const [exportError, setExportError] = useState<string | null>(null);
  const exportDraft = useCallback((format: DraftExportFormat, doc: DraftNode) => {
    setExportError(null);
    downloadDraft(title, doc, format).catch(() => setExportError('The export could not be written. Please try again.'));
  }, [title]);
  const openLinkForm = useCallback(() => setLinkForm(true), []);
  const actions = useEditorActions(editor, { editable: !readOnly, openLinkForm, exportDraft });
  const commands = useMemo(() => contentEditorCommands(actions), [actions]);
  useRegisterCommands(commands);

  const closeLink = () => {
    setLinkForm(false);
    editor?.commands.focus();
  };
  const mac = typeof navigator !== 'undefined' && detectPlatform(navigator.platform) === 'mac';
  const href = editor?.getAttributes('link')['href'];

  return (
    <div className="content-editor">
      <div className="content-editor-main">
        {status}
        {!readOnly && <EditorToolbar actions={actions} active={activeSet} mac={mac} />}
        {linkForm && editor !== null && (
          <LinkForm
            initial={typeof href === 'string' ? href : ''}
            hasLink={editor.isActive('link')}
            onApply={(value) => {
              editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
              setLinkForm(false);
            }}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setLinkForm(false);
            }}
            onClose={closeLink}
          />
        )}
        <EditorContent editor={editor} className="content-editor-frame" />
        <div className="content-export" role="group" aria-label="Export the draft">
          <button type="button" onClick={() => actions.exportDraft('html')}>Export HTML</button>
          <button type="button" onClick={() => actions.exportDraft('markdown')}>Export Markdown</button>
          <button type="button" onClick={() => actions.exportDraft('docx')}>Export DOCX</button>
          {exportError !== null && <p role="alert">{exportError}</p>}
        </div>
      </div>
      <ScorePanel score={score} wordCount={targets.wordCount} />
    </div>
  );
}
