/** One row of the column manager: show, rename, width, move, remove. Keeps only its typing drafts. */
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { columnTitle, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type ColumnDefinition } from '../columns/column-definition.ts';
import { reorderDirection, type Direction } from './column-order.ts';
import { widthInput } from './column-manager-model.ts';

export interface ColumnRowProps {
  column: ColumnDefinition;
  canMoveUp: boolean;
  canMoveDown: boolean;
  readOnly: boolean;
  rowRef: Ref<HTMLLIElement>;
  /** Ref for the control that takes focus when the dialog opens (set on one row only). */
  firstControlRef?: Ref<HTMLInputElement>;
  onToggle(active: boolean): void;
  /** Applies a rename; returns the message when the model refuses it. */
  onRename(text: string): string | null;
  onResize(width: number): void;
  onMove(direction: Direction): void;
  onRemove: (() => void) | null;
}

export function ColumnRow({ column, canMoveUp, canMoveDown, readOnly, rowRef, firstControlRef, onToggle, onRename, onResize, onMove, onRemove }: ColumnRowProps) {
  const id = useId();
  const [renameDraft, setRenameDraft] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [widthDraft, setWidthDraft] = useState<string | null>(null);
  const [widthError, setWidthError] = useState<string | null>(null);
  const title = columnTitle(column);
  const fixed = readOnly || !column.canBeModified;

  function commitRename() {
    if (renameDraft === null) return;
    const error = onRename(renameDraft);
    setRenameError(error);
    if (error === null) setRenameDraft(null);
  }

  // Valid widths apply while typing (and with the spinner arrows); a bad one is named when the field is left.
  function changeWidth(text: string) {
    setWidthDraft(text);
    const parsed = widthInput(text);
    if (!parsed.ok) return;
    setWidthError(null);
    onResize(parsed.width);
  }

  function commitWidth() {
    if (widthDraft === null) return;
    const parsed = widthInput(widthDraft);
    setWidthError(parsed.ok ? null : parsed.message);
    if (parsed.ok) setWidthDraft(null);
  }

  function keyDown(event: KeyboardEvent<HTMLLIElement>) {
    const direction = reorderDirection(event);
    if (direction === null || readOnly) return;
    event.preventDefault();
    onMove(direction);
  }

  const renameId = `${id}-rename-error`;
  const widthId = `${id}-width-error`;
  return (
    <li ref={rowRef} tabIndex={-1} className="wb-column-row" onKeyDown={keyDown} aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowUp Alt+ArrowDown'}>
      <label className="wb-show">
        <input ref={firstControlRef} type="checkbox" checked={column.active} disabled={fixed} onChange={(event) => onToggle(event.target.checked)} />
        Show<span className="visually-hidden"> {title}</span>
      </label>
      {column.modify && !readOnly ? (
        <input
          aria-label={`Rename ${column.text}`}
          placeholder={column.text}
          value={renameDraft ?? column.modifiedText ?? ''}
          autoComplete="off"
          aria-invalid={renameError !== null}
          aria-describedby={renameError ? renameId : undefined}
          onChange={(event) => setRenameDraft(event.target.value)}
          onBlur={commitRename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitRename();
          }}
        />
      ) : (
        <span>{title}</span>
      )}
      <input
        type="number"
        min={MIN_COLUMN_WIDTH}
        max={MAX_COLUMN_WIDTH}
        step={10}
        aria-label={`Width of ${title} in pixels`}
        value={widthDraft ?? String(column.width)}
        disabled={fixed}
        aria-invalid={widthError !== null}
        aria-describedby={widthError ? widthId : undefined}
        onChange={(event) => changeWidth(event.target.value)}
        onBlur={commitWidth}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitWidth();
        }}
      />
      <div className="wb-row-buttons">
        <button type="button" className="secondary" aria-label={`Move ${title} up`} disabled={readOnly || !canMoveUp} onClick={() => onMove(-1)}>
          Move up
        </button>
        <button type="button" className="secondary" aria-label={`Move ${title} down`} disabled={readOnly || !canMoveDown} onClick={() => onMove(1)}>
          Move down
        </button>
        {onRemove && !readOnly && (
          <button type="button" className="secondary" aria-label={`Remove column ${title}`} onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      {renameError && (
        <p id={renameId} className="form-message wb-row-error" role="alert">
          {renameError}
        </p>
      )}
      {widthError && (
        <p id={widthId} className="form-message wb-row-error" role="alert">
          {widthError}
        </p>
      )}
    </li>
  );
}
