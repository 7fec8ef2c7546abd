/**
 * "Add column": a custom column of the user's own (dropdown with coloured options, or free text) or
 * one of the parameter dropdowns built from a word list (question words, prepositions, comparisons).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { MAX_CUSTOM_ENTRIES, type ColumnDefinition } from '../columns/column-definition.ts';
import { buildCustomColumn, CUSTOM_KIND_LABELS, CUSTOM_KINDS, optionProblem, previewEntries, withKind, type CustomColumnDraft } from './custom-column-draft.ts';
import { indexAfterRemoval } from './list-focus.ts';
import { addOption, initialOptions, removeOption, updateOption } from './option-list.ts';
import { MAX_FREE_TEXT } from './set-value-model.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import './dialogs.css';

export interface CustomColumnDialogProps {
  open: boolean;
  existing: readonly ColumnDefinition[];
  /** The research language; the parameter kinds take their word lists from it. */
  language: string;
  onCreate(column: ColumnDefinition): void;
  onClose(): void;
}

export function CustomColumnDialog({ open, existing, language, onCreate, onClose }: CustomColumnDialogProps) {
  const titleId = useId();
  const focusRef = useRef<HTMLInputElement>(null);
  useFocusOnOpen(open, focusRef);
  return (
    <ModalDialog open={open} labelledBy={titleId} className="app-dialog wb-dialog wb-dialog-wide" onClose={onClose}>
      <h2 id={titleId}>Add column</h2>
      {open && <CustomColumnForm existing={existing} language={language} onCreate={onCreate} onClose={onClose} focusRef={focusRef} />}
    </ModalDialog>
  );
}

interface FormProps extends Omit<CustomColumnDialogProps, 'open'> {
  focusRef: RefObject<HTMLInputElement | null>;
}

function CustomColumnForm({ existing, language, onCreate, onClose, focusRef }: FormProps) {
  const id = useId();
  const [draft, setDraft] = useState<CustomColumnDraft>({ kind: 'dropdown', name: '', options: initialOptions() });
  const [attempted, setAttempted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef(new Map<number, HTMLInputElement>());
  const addRef = useRef<HTMLButtonElement>(null);
  // The option whose text input takes focus once the list has re-rendered (an added one, or the neighbour of a removed one).
  const focusOption = useRef<number | null>(null);

  useEffect(() => {
    const key = focusOption.current;
    focusOption.current = null;
    if (key !== null) optionRefs.current.get(key)?.focus();
  }, [draft.options]);

  const result = buildCustomColumn(draft, existing, language);
  const nameError = attempted && !result.ok && result.problem === 'name' ? result.message : null;
  const optionsError = attempted && !result.ok && result.problem === 'options' ? result.message : null;
  const preview = previewEntries(draft.kind, language);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (result.ok) {
      onCreate(result.column);
      return;
    }
    setAttempted(true);
    if (result.problem === 'name') {
      nameRef.current?.focus();
      return;
    }
    const bad = draft.options.find((o) => optionProblem(draft.options, o.key) !== null);
    if (bad) optionRefs.current.get(bad.key)?.focus();
    else addRef.current?.focus();
  }

  function add() {
    const options = addOption(draft.options);
    setDraft({ ...draft, options });
    focusOption.current = options.at(-1)?.key ?? null;
  }

  function remove(key: number) {
    const index = draft.options.findIndex((o) => o.key === key);
    const options = removeOption(draft.options, key);
    const next = indexAfterRemoval(draft.options.length, index);
    setDraft({ ...draft, options });
    if (next === null) addRef.current?.focus();
    else focusOption.current = options[next]?.key ?? null;
  }

  return (
    <form onSubmit={submit} noValidate className="wb-form">
      <fieldset className="wb-kinds">
        <legend>Kind</legend>
        {CUSTOM_KINDS.map((kind, index) => (
          <label key={kind} className="wb-choice">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => setDraft(withKind(draft, kind))}
              ref={index === 0 ? focusRef : undefined}
            />
            <span>{CUSTOM_KIND_LABELS[kind]}</span>
          </label>
        ))}
      </fieldset>

      <label className="wb-field">
        <span>Name</span>
        <input
          ref={nameRef}
          value={draft.name}
          autoComplete="off"
          aria-invalid={nameError !== null}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </label>
      {nameError && (
        <p id={`${id}-name-error`} className="form-message" role="alert">
          {nameError}
        </p>
      )}

      {draft.kind === 'dropdown' && (
        <fieldset className="wb-options" aria-describedby={optionsError ? `${id}-options-error` : undefined}>
          <legend>Options</legend>
          <ol className="wb-option-list">
            {draft.options.map((option, index) => {
              const problem = attempted ? optionProblem(draft.options, option.key) : null;
              return (
                <li key={option.key} className="wb-option-row">
                  <label className="wb-field wb-field-grow">
                    <span className="visually-hidden">Option {index + 1} text</span>
                    <input
                      ref={(element) => {
                        if (element) optionRefs.current.set(option.key, element);
                        else optionRefs.current.delete(option.key);
                      }}
                      value={option.text}
                      placeholder={`Option ${index + 1}`}
                      autoComplete="off"
                      aria-invalid={problem !== null}
                      onChange={(event) => setDraft({ ...draft, options: updateOption(draft.options, option.key, { text: event.target.value }) })}
                    />
                  </label>
                  <label className="wb-colour">
                    <span className="visually-hidden">Option {index + 1} colour</span>
                    <input
                      type="color"
                      value={option.color}
                      onChange={(event) => setDraft({ ...draft, options: updateOption(draft.options, option.key, { color: event.target.value }) })}
                    />
                  </label>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove option ${index + 1}${option.text.trim() ? ` (${option.text.trim()})` : ''}`}
                    disabled={draft.options.length <= 1}
                    onClick={() => remove(option.key)}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ol>
          <button type="button" className="secondary" ref={addRef} onClick={add} disabled={draft.options.length >= MAX_CUSTOM_ENTRIES}>
            Add option
          </button>
          <p className="muted wb-hint">Each keyword gets one of these options; '-' (no value) is always there too.</p>
          {optionsError && (
            <p id={`${id}-options-error`} className="form-message" role="alert">
              {optionsError}
            </p>
          )}
        </fieldset>
      )}

      {draft.kind === 'free' && <p className="muted wb-hint">Each keyword gets a text of up to {MAX_FREE_TEXT} characters.</p>}

      {preview && (
        <section aria-labelledby={`${id}-preview`} className="wb-preview">
          <h3 id={`${id}-preview`} className="wb-dialog-section-title">
            Entries ({language})
          </h3>
          <ul className="wb-preview-list">
            {preview.map((entry) => (
              <li key={entry.id} className="wb-choice">
                <span className="wb-swatch" style={{ backgroundColor: entry.color }} aria-hidden="true" />
                <span>{entry.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="button-row wb-dialog-actions">
        <button type="submit">Create column</button>
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
