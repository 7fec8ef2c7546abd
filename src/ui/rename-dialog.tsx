import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from './modal-dialog.tsx';

export interface RenameDialogProps {
  /** The name now; null closes the dialog. */
  readonly current: string | null;
  readonly busy: boolean;
  readonly error: string | null;
  /** "Rename dashboard", "Rename conversation", … */
  readonly heading: string;
  /** The field's label: "Name", "Title", … */
  readonly label: string;
  readonly maxLength: number;
  /** Shown while the field is blank: "Enter a name for the dashboard." */
  readonly blankMessage: string;
  /** What renaming keeps or changes, when that is worth saying. */
  readonly note?: string;
  /** The submit button's word: "Rename" unless said ("Save"). */
  readonly submitLabel?: string;
  readonly onSubmit: (name: string) => void;
  readonly onClose: () => void;
}

/** One rename dialog for every suite: a single text field, refused while blank, trimmed on submit. */
export function RenameDialog(props: RenameDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open={props.current !== null} labelledBy={titleId} className="app-dialog" onClose={props.onClose}>
      {/* Keyed by the current name, so reopening for another item starts from that item's name. */}
      {props.current !== null && <RenameForm key={props.current} {...props} current={props.current} titleId={titleId} />}
    </ModalDialog>
  );
}

function RenameForm({ current, busy, error, heading, label, maxLength, blankMessage, note, submitLabel = 'Rename', onSubmit, onClose, titleId }: RenameDialogProps & { current: string; titleId: string }) {
  const [name, setName] = useState(current);
  const blank = name.trim() === '';
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) onSubmit(name.trim());
  }
  return (
    <form onSubmit={submit} className="rename-form" noValidate>
      <h2 id={titleId}>{heading}</h2>
      <label>
        {label}
        <input value={name} maxLength={maxLength} onChange={(event) => setName(event.target.value)} aria-invalid={blank || error !== null} autoFocus />
      </label>
      {blank && <p className="form-message">{blankMessage}</p>}
      {note && <p className="muted">{note}</p>}
      {error && <p role="alert" className="form-message">{error}</p>}
      <div className="button-row">
        <button type="submit" disabled={busy || blank}>{busy ? 'Saving…' : submitLabel}</button>
        <button type="button" className="secondary" onClick={onClose}>Cancel</button>
      </div>
    </form>
  );
}
