/**
 * "Map the columns of laufschuhe.csv": each column of the file gets the field it holds, or none.
 * A native modal dialog (Escape closes, focus returns); one select per column keeps it keyboard-only.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { emptyMapping, IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ColumnMapping, type ImportField } from '../../domain/import/import-headers.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useFocusOnOpen } from '../dialogs/use-focus-on-open.ts';
import type { LoadedImport } from './use-keyword-import.ts';
import '../dialogs/dialogs.css';

interface Props {
  readonly open: boolean;
  readonly loaded: LoadedImport;
  onApply(mapping: ColumnMapping, hasHeader: boolean): void;
  onClose(): void;
}

/** The field chosen per column index, from a mapping. */
function choicesOf(mapping: ColumnMapping, width: number): (ImportField | '')[] {
  const choices: (ImportField | '')[] = Array.from({ length: width }, () => '');
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column !== null && column < width) choices[column] = field;
  }
  return choices;
}

export function ColumnMappingDialog({ open, loaded, onApply, onClose }: Props) {
  const titleId = useId();
  const firstRef = useRef<HTMLSelectElement>(null);
  useFocusOnOpen(open, firstRef);
  const { file } = loaded;
  const [choices, setChoices] = useState(() => choicesOf(file.mapping, file.headers.length));
  const [hasHeader, setHasHeader] = useState(file.headerLine !== null);
  const noKeyword = !choices.includes('keyword');

  function choose(index: number, field: ImportField | '') {
    // A field belongs to one column: choosing it here frees it elsewhere.
    setChoices((current) => current.map((c, i) => (i === index ? field : c === field && field !== '' ? '' : c)));
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    // The portal below keeps the DOM apart, but React bubbles the submit along the component tree to
    // the form the file field sits in (a collection's dialog, the monitoring setup): not sent with it.
    event.stopPropagation();
    if (noKeyword) return;
    const mapping = emptyMapping();
    choices.forEach((field, index) => {
      if (field !== '') mapping[field] = index;
    });
    onApply(mapping, hasHeader);
  }

  // Into document.body: the file fields that open it sit inside forms, and a form nested in a form
  // was submitted natively on "Apply mapping" (the page reloaded and the file was gone).
  return createPortal(
    <ModalDialog open={open} labelledBy={titleId} className="app-dialog wb-dialog wb-dialog-wide" onClose={onClose}>
      <h2 id={titleId}>Map the columns of {loaded.fileName}</h2>
      <p className="wb-dialog-sub muted">Choose what each column holds. Imported values are kept beside ours and marked with their source; they never replace our metrics.</p>
      <form className="wb-form import-map-form" onSubmit={apply}>
        <label className="wb-choice">
          <input type="checkbox" checked={hasHeader} onChange={(event) => setHasHeader(event.target.checked)} />
          The first line is a header
        </label>
        <table className="import-map-table">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">First value</th>
              <th scope="col">Holds</th>
            </tr>
          </thead>
          <tbody>
            {file.headers.map((header, index) => {
              const id = `${titleId}-col-${index}`;
              return (
                <tr key={id}>
                  <th scope="row">
                    <label htmlFor={id}>{header}</label>
                  </th>
                  <td className="muted">{(file.sample[index] ?? '').trim().slice(0, 40)}</td>
                  <td>
                    <select id={id} ref={index === 0 ? firstRef : undefined} value={choices[index] ?? ''} onChange={(event) => choose(index, event.target.value as ImportField | '')}>
                      <option value="">Not imported</option>
                      {IMPORT_FIELDS.map((field) => (
                        <option key={field} value={field}>
                          {IMPORT_FIELD_LABELS[field]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {noKeyword && (
          <p className="wb-hint" role="status">
            Choose the column that holds the keyword.
          </p>
        )}
        <div className="button-row wb-dialog-actions">
          <button type="submit" disabled={noKeyword}>
            Apply mapping
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>,
    document.body,
  );
}
