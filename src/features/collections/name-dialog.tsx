import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { COLLECTION_NAME_MAX } from '../../domain/contracts/collections.ts';

interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly initialName: string;
  readonly busy: boolean;
  readonly error: string | null;
  /** Extra fields under the name (the create dialog's keywords); null when the form can't be sent. */
  readonly children?: ReactNode;
  readonly blocked?: boolean;
  readonly onSubmit: (name: string) => void;
  readonly onClose: () => void;
}

/** Name a collection: create and rename share the rule (1–100 characters) and its message. */
export function NameDialog({ open, title, submitLabel, initialName, busy, error, children, blocked = false, onSubmit, onClose }: Props) {
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);
  const blank = name.trim() === '';
  const id = title.toLowerCase().replace(/\W+/gu, '-');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank && !blocked) onSubmit(name.trim());
  }

  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} className="app-dialog" onClose={onClose}>
      <form onSubmit={submit} className="collection-form" noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <label>
          Name
          <input value={name} maxLength={COLLECTION_NAME_MAX} onChange={(event) => setName(event.target.value)} aria-invalid={blank || error !== null} autoFocus />
        </label>
        {blank && <p className="form-message">Enter a name for the collection.</p>}
        {children}
        {error && (
          <p role="alert" className="form-message">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" disabled={busy || blank || blocked}>
            {busy ? 'Saving…' : submitLabel}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
