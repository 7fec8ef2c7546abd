/**
 * "Filter keywords": the filter list as chips and one row to add a filter.
 *
 * Choice: a ModalDialog styled as a popover (docked at the top, light backdrop) rather than a
 * non-modal panel. The native modal <dialog> gives the focus trap, Escape and the focus return to
 * the button that opened it for free, and the table behind stays visible and updates as filters
 * change, which is all a popover would add.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { Filter } from '../../domain/filters.ts';
import { addFilter, buildFilter, initialDraft, removeFilterAt, withField, type FilterDraft } from './filter-draft.ts';
import { actionLabel, actionsFor, describeFilter, type FilterAction, type FilterFieldOption } from './filter-labels.ts';
import { indexAfterRemoval } from './list-focus.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import './dialogs.css';

export interface FilterBuilderProps {
  fields: readonly FilterFieldOption[];
  filters: readonly Filter[];
  onChange(filters: Filter[]): void;
  onClose(): void;
  open: boolean;
  /** What the filters apply to ("Research: glühwein"), shown under the title. */
  anchorLabel?: string;
}

const TEXT_HINT = 'Separate terms with commas; * matches any text.';
const NUMBER_HINT = 'German notation, e.g. 1.000 or 0,25.';

export function FilterBuilder({ fields, filters, onChange, onClose, open, anchorLabel }: FilterBuilderProps) {
  const titleId = useId();
  const fieldRef = useRef<HTMLSelectElement>(null);
  useFocusOnOpen(open, fieldRef);
  return (
    <ModalDialog open={open} labelledBy={titleId} className="app-dialog wb-dialog wb-popover" onClose={onClose}>
      <div className="wb-dialog-head">
        <h2 id={titleId}>Filter keywords</h2>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {anchorLabel && <p className="muted wb-dialog-sub">{anchorLabel}</p>}
      {open && <FilterBuilderBody fields={fields} filters={filters} onChange={onChange} fieldRef={fieldRef} />}
    </ModalDialog>
  );
}

interface BodyProps {
  fields: readonly FilterFieldOption[];
  filters: readonly Filter[];
  onChange(filters: Filter[]): void;
  fieldRef: RefObject<HTMLSelectElement | null>;
}

/** Mounted only while open, so every opening starts from a clean form row. */
function FilterBuilderBody({ fields, filters, onChange, fieldRef }: BodyProps) {
  const id = useId();
  const [draft, setDraft] = useState<FilterDraft>(() => initialDraft(fields));
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const valueRef = useRef<HTMLInputElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Focus to restore once the parent has passed the changed list back: a chip's index or the Field select.
  const pendingFocus = useRef<number | 'field' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'field') fieldRef.current?.focus();
    else if (target !== null) removeRefs.current[target]?.focus();
  }, [filters, fieldRef]);

  const option = fields.find((f) => f.key === draft.fieldKey);
  const result = buildFilter(draft, fields);
  const error = attempted && !result.ok ? result.message : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!result.ok) {
      setAttempted(true);
      valueRef.current?.focus();
      return;
    }
    onChange(addFilter(filters, result.filter));
    setAnnouncement(`Filter added: ${describeFilter(result.filter, fields)}.`);
    setDraft({ ...draft, value: '' });
    setAttempted(false);
  }

  function remove(index: number) {
    const filter = filters[index];
    if (!filter) return;
    const next = indexAfterRemoval(filters.length, index);
    pendingFocus.current = next ?? 'field';
    onChange(removeFilterAt(filters, index));
    setAnnouncement(`Filter removed: ${describeFilter(filter, fields)}.`);
  }

  function clearAll() {
    pendingFocus.current = 'field';
    onChange([]);
    setAnnouncement('All filters cleared.');
  }

  return (
    <>
      <section aria-labelledby={`${id}-current`} className="wb-filter-current">
        <h3 id={`${id}-current`} className="wb-dialog-section-title">
          Active filters
        </h3>
        {filters.length === 0 ? (
          <p className="muted">No filters: every keyword is shown.</p>
        ) : (
          <ul className="wb-chips">
            {filters.map((filter, index) => {
              const text = describeFilter(filter, fields);
              return (
                <li key={`${index}-${text}`} className="wb-chip">
                  <span>{text}</span>
                  <button
                    type="button"
                    className="secondary wb-chip-remove"
                    aria-label={`Remove filter: ${text}`}
                    ref={(element) => {
                      removeRefs.current[index] = element;
                    }}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {fields.length === 0 ? (
        <p className="form-message">No column of this table can be filtered.</p>
      ) : (
        <form className="wb-filter-form" onSubmit={submit} noValidate aria-label="Add a filter">
          <label className="wb-field">
            <span>Field</span>
            <select ref={fieldRef} value={draft.fieldKey} onChange={(event) => setDraft(withField(draft, fields, event.target.value))}>
              {fields.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.title}
                </option>
              ))}
            </select>
          </label>
          <label className="wb-field">
            <span>Condition</span>
            <select value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value as FilterAction })}>
              {actionsFor(option?.kind ?? 'text').map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          </label>
          <label className="wb-field wb-field-grow">
            <span>Value</span>
            <input
              ref={valueRef}
              value={draft.value}
              inputMode={option?.kind === 'number' ? 'decimal' : 'text'}
              autoComplete="off"
              aria-invalid={error !== null}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => setDraft({ ...draft, value: event.target.value })}
            />
          </label>
          <button type="submit" className="wb-filter-add">
            Add filter
          </button>
          <p id={hintId} className="muted wb-hint">
            {option?.kind === 'number' ? NUMBER_HINT : TEXT_HINT}
          </p>
          {error && (
            <p id={errorId} className="form-message wb-field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}

      <div className="button-row wb-dialog-actions">
        <button type="button" className="secondary" onClick={clearAll} disabled={filters.length === 0}>
          Clear all filters
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
