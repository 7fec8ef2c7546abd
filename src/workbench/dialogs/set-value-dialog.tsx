/**
 * "Set Priority for 50 keywords": one value for every selected keyword of a custom column.
 * A dropdown is a native radio group (arrow keys move and select, a letter jumps to the next entry
 * starting with it, Enter sets); a free-text column is one text input.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { ColumnDefinition, CustomEntry } from '../columns/column-definition.ts';
import { choiceValue, freeTextValue, initialChoice, MAX_FREE_TEXT, setValueTitle, typeAheadChoice, valueChoices } from './set-value-model.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import './dialogs.css';

export interface SetValueDialogProps {
  open: boolean;
  column: ColumnDefinition;
  count: number;
  onSet(value: number | string | null): void;
  onClose(): void;
}

export function SetValueDialog({ open, column, count, onSet, onClose }: SetValueDialogProps) {
  const titleId = useId();
  const focusRef = useRef<HTMLInputElement>(null);
  useFocusOnOpen(open, focusRef);
  const kind = column.customOptions?.type ?? null;
  return (
    <ModalDialog open={open} labelledBy={titleId} className="app-dialog wb-dialog" onClose={onClose}>
      <h2 id={titleId}>{setValueTitle(column, count)}</h2>
      {open && kind === 'dropdown' && <DropdownForm column={column} focusRef={focusRef} onSet={onSet} onClose={onClose} />}
      {open && kind === 'free' && <FreeTextForm focusRef={focusRef} onSet={onSet} onClose={onClose} />}
      {open && kind === null && (
        <>
          <p className="form-message">The column {column.text} is not one of your own columns, so its values cannot be set.</p>
          <div className="button-row wb-dialog-actions">
            <button type="button" className="secondary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

interface FormProps {
  focusRef: RefObject<HTMLInputElement | null>;
  onSet(value: number | string | null): void;
  onClose(): void;
}

function Actions({ onClose }: { onClose(): void }) {
  return (
    <div className="button-row wb-dialog-actions">
      <button type="submit">Set value</button>
      <button type="button" className="secondary" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

function DropdownForm({ column, focusRef, onSet, onClose }: FormProps & { column: ColumnDefinition }) {
  const id = useId();
  const choices = valueChoices(column);
  const [selected, setSelected] = useState(() => initialChoice(choices));
  const radios = useRef(new Map<number, HTMLInputElement>());

  function set(event?: FormEvent) {
    event?.preventDefault();
    onSet(choiceValue(column, selected));
  }

  function keyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Enter') {
      // Enter on a radio does not submit a form by itself in every browser.
      set(event);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = typeAheadChoice(choices, selected, event.key);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    radios.current.get(next)?.focus();
  }

  return (
    <form onSubmit={set} noValidate>
      <fieldset className="wb-choices" onKeyDown={keyDown}>
        <legend>Value</legend>
        {choices.map((choice: CustomEntry) => (
          <label key={choice.id} className="wb-choice">
            <input
              type="radio"
              name={`${id}-choice`}
              value={choice.id}
              checked={selected === choice.id}
              onChange={() => setSelected(choice.id)}
              ref={(element) => {
                if (element) radios.current.set(choice.id, element);
                else radios.current.delete(choice.id);
                if (choice.id === selected) focusRef.current = element;
              }}
            />
            <span className="wb-swatch" style={{ backgroundColor: choice.color }} aria-hidden="true" />
            <span>{choice.id === 0 ? '- (no value)' : choice.text}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted wb-hint">Arrow keys choose, a letter jumps to the next value starting with it, Enter sets.</p>
      <Actions onClose={onClose} />
    </form>
  );
}

function FreeTextForm({ focusRef, onSet, onClose }: FormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const result = freeTextValue(text);
  const error = result.ok ? null : result.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (result.ok) onSet(result.value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <label className="wb-field">
        <span>Value</span>
        <input
          ref={focusRef}
          value={text}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p id={`${id}-hint`} className="muted wb-hint">
        At most {MAX_FREE_TEXT} characters; leave it empty to clear the cells.
      </p>
      {error && (
        <p id={`${id}-error`} className="form-message" role="alert">
          {error}
        </p>
      )}
      <Actions onClose={onClose} />
    </form>
  );
}
