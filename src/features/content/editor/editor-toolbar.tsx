import { useRef, type KeyboardEvent } from 'react';
import type { EditorActions, EditorFormat } from './editor-commands.ts';

interface ToolbarButton {
  readonly format: EditorFormat;
  readonly label: string;
  /** What the button shows; the label is its accessible name. */
  readonly face: string;
  readonly keys: string;
}

const BUTTONS: readonly ToolbarButton[] = [
  { format: 'paragraph', label: 'Normal text', face: '¶', keys: 'Mod+Alt+0' },
  { format: 'heading-2', label: 'Heading 2', face: 'H2', keys: 'Mod+Alt+2' },
  { format: 'heading-3', label: 'Heading 3', face: 'H3', keys: 'Mod+Alt+3' },
  { format: 'bold', label: 'Bold', face: 'B', keys: 'Mod+B' },
  { format: 'italic', label: 'Italic', face: 'I', keys: 'Mod+I' },
  { format: 'bullet-list', label: 'Bulleted list', face: '•', keys: 'Mod+Shift+8' },
  { format: 'ordered-list', label: 'Numbered list', face: '1.', keys: 'Mod+Shift+7' },
  { format: 'link', label: 'Link', face: 'Link', keys: 'Mod+Shift+L' },
];

/** Mod shown as the platform names it. */
const keyText = (keys: string, mac: boolean) => keys.replace('Mod', mac ? '⌘' : 'Ctrl').replace('Alt', mac ? '⌥' : 'Alt');

interface EditorToolbarProps {
  readonly actions: EditorActions;
  /** Re-rendered when the selection's formats change. */
  readonly active: ReadonlySet<EditorFormat>;
  readonly mac: boolean;
}

/**
 * The formatting toolbar: one tab stop, arrow keys move between the buttons (ARIA toolbar pattern),
 * each button runs what its registered command runs and says whether it is on.
 */
export function EditorToolbar({ actions, active, mac }: EditorToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.findIndex((b) => b === document.activeElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target?.focus();
  };
  return (
    <div ref={ref} className="content-toolbar" role="toolbar" aria-label="Formatting" aria-controls="content-editor-text" onKeyDown={onKeyDown}>
      {BUTTONS.map((b, i) => (
        <button
          key={b.format}
          type="button"
          tabIndex={i === 0 ? 0 : -1}
          className={`content-toolbar-button content-toolbar-${b.format}`}
          aria-label={b.label}
          aria-pressed={active.has(b.format)}
          aria-keyshortcuts={b.keys.replace('Mod', mac ? 'Meta' : 'Control')}
          title={`${b.label} (${keyText(b.keys, mac)})`}
          disabled={!actions.editable}
          // The text keeps its selection: a mouse press on the button must not take focus from it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (b.format === 'link' ? actions.editLink() : actions.toggle(b.format))}
        >
          {b.face}
        </button>
      ))}
    </div>
  );
}
