/**
 * "Columns": show, hide, rename, resize and reorder a table's columns, the monthly volumes as one
 * group. Every change goes through the column model's pure operations and is handed up at once
 * (controlled), so the table behind updates while the dialog is open.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { columnTitle, type ColumnDefinition } from '../columns/column-definition.ts';
import { moveColumnTo, removeCustomColumn, renameColumn, resizeColumn, setColumnActive } from '../columns/column-operations.ts';
import { columnSegments, groupLabel, setGroupActive } from './column-manager-model.ts';
import { ColumnRow } from './column-manager-row.tsx';
import { rowPosition, stepTarget, type Direction } from './column-order.ts';
import { indexAfterRemoval } from './list-focus.ts';
import { cannotMoveAnnouncement, reorderAnnouncement } from './reorder-announcement.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import './dialogs.css';

export interface ColumnManagerProps {
  open: boolean;
  columns: readonly ColumnDefinition[];
  onChange(columns: ColumnDefinition[]): void;
  onClose(): void;
  onAddCustom(): void;
  /** Removing a custom column drops its values; without this handler the column is removed from the list directly. */
  onRemoveCustom?(value: string): void;
  readOnly?: boolean;
}

export function ColumnManager({ open, columns, onChange, onClose, onAddCustom, onRemoveCustom, readOnly = false }: ColumnManagerProps) {
  const titleId = useId();
  const focusRef = useRef<HTMLElement>(null);
  useFocusOnOpen(open, focusRef);
  return (
    <ModalDialog open={open} labelledBy={titleId} className="app-dialog wb-dialog wb-dialog-wide" onClose={onClose}>
      <h2 id={titleId}>Columns</h2>
      {open && (
        <ColumnManagerBody
          columns={columns}
          onChange={onChange}
          onClose={onClose}
          onAddCustom={onAddCustom}
          onRemoveCustom={onRemoveCustom}
          readOnly={readOnly}
          focusRef={focusRef}
        />
      )}
    </ModalDialog>
  );
}

interface BodyProps extends Omit<ColumnManagerProps, 'open' | 'readOnly'> {
  readOnly: boolean;
  focusRef: RefObject<HTMLElement | null>;
}

/** After a move or removal: the element to refocus, else the row of this column. */
interface PendingFocus {
  element: Element | null;
  value: string;
}

function ColumnManagerBody({ columns, onChange, onClose, onAddCustom, onRemoveCustom, readOnly, focusRef }: BodyProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const rows = useRef(new Map<string, HTMLLIElement>());
  const pendingFocus = useRef<PendingFocus | null>(null);

  // React re-inserts a moved row's DOM node, which drops its focus; put it back once the new order is in.
  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending) return;
    const element = pending.element;
    const usable = element instanceof HTMLElement && element.isConnected && !element.matches(':disabled');
    if (usable) element.focus();
    else (rows.current.get(pending.value) ?? focusRef.current)?.focus();
  }, [columns, focusRef]);

  function announce(text: string) {
    // A repeated message gets a trailing no-break space so the live region reads it again.
    setAnnouncement((previous) => ({ text: previous.text === text ? `${text}\u00a0` : text, count: previous.count + 1 }));
  }

  function move(index: number, direction: Direction) {
    const column = columns[index];
    if (!column) return;
    const title = columnTitle(column);
    const to = stepTarget(columns, index, direction);
    if (to === null) {
      announce(cannotMoveAnnouncement(title, direction));
      return;
    }
    const next = moveColumnTo(columns, column.value, to);
    const at = rowPosition(next, next.findIndex((c) => c.value === column.value));
    pendingFocus.current = { element: document.activeElement, value: column.value };
    onChange(next);
    if (at) announce(reorderAnnouncement(title, at, at.group === null ? undefined : groupLabel(at.group)));
  }

  function remove(index: number) {
    const column = columns[index];
    if (!column) return;
    const nextIndex = indexAfterRemoval(columns.length, index);
    const neighbour = nextIndex === null ? null : columns.filter((c) => c.value !== column.value)[nextIndex];
    pendingFocus.current = { element: null, value: neighbour?.value ?? '' };
    if (onRemoveCustom) {
      onRemoveCustom(column.value);
      announce(`Column ${columnTitle(column)} removed with its values; Undo above the table, or Ctrl+Z there, brings them back.`);
    } else {
      onChange(removeCustomColumn(columns, column.value));
      announce(`Column ${columnTitle(column)} removed.`);
    }
  }

  function rename(value: string, text: string): string | null {
    const change = renameColumn(columns, value, text);
    if (!change.ok) return change.error;
    onChange(change.columns);
    return null;
  }

  const firstMovable = columns.find((c) => c.canBeModified)?.value ?? null;

  function row(index: number) {
    const column = columns[index];
    if (!column) return null;
    return (
      <ColumnRow
        key={column.value}
        column={column}
        readOnly={readOnly}
        canMoveUp={stepTarget(columns, index, -1) !== null}
        canMoveDown={stepTarget(columns, index, 1) !== null}
        rowRef={(element) => {
          if (element) rows.current.set(column.value, element);
          else rows.current.delete(column.value);
        }}
        firstControlRef={
          !readOnly && column.value === firstMovable
            ? (element) => {
                focusRef.current = element;
              }
            : undefined
        }
        onToggle={(active) => onChange(setColumnActive(columns, column.value, active))}
        onRename={(text) => rename(column.value, text)}
        onResize={(width) => onChange(resizeColumn(columns, column.value, width))}
        onMove={(direction) => move(index, direction)}
        onRemove={column.custom && column.modify ? () => remove(index) : null}
      />
    );
  }

  return (
    <>
      <p className="muted wb-hint" id={`${id}-hint`}>
        {readOnly
          ? 'You can look at the columns but not change them.'
          : 'Alt+Arrow Up and Alt+Arrow Down move the focused row. An empty title resets a rename.'}
      </p>
      <ul className="wb-columns" aria-label="Columns in table order" aria-describedby={`${id}-hint`}>
        {columnSegments(columns).map((segment) =>
          segment.kind === 'single' ? (
            row(segment.index)
          ) : (
            <li key={`group-${segment.group}-${segment.indices[0] ?? 0}`}>
              <fieldset className="wb-group">
                <legend>{groupLabel(segment.group)}</legend>
                {!readOnly && (
                  <div className="wb-group-buttons">
                    <button type="button" className="secondary" onClick={() => onChange(setGroupActive(columns, segment.group, true))}>
                      Show all<span className="visually-hidden"> {groupLabel(segment.group)}</span>
                    </button>
                    <button type="button" className="secondary" onClick={() => onChange(setGroupActive(columns, segment.group, false))}>
                      Hide all<span className="visually-hidden"> {groupLabel(segment.group)}</span>
                    </button>
                  </div>
                )}
                <ul className="wb-columns">{segment.indices.map(row)}</ul>
              </fieldset>
            </li>
          ),
        )}
      </ul>
      <div className="button-row wb-dialog-actions">
        {!readOnly && (
          <button type="button" className="secondary" onClick={onAddCustom}>
            Add custom column
          </button>
        )}
        <button type="button" onClick={onClose} ref={
            readOnly
              ? (element) => {
                  focusRef.current = element;
                }
              : undefined
          }>
          Close
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement.text}
      </p>
    </>
  );
}
