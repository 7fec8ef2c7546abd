import { useEffect, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { COLLECTION_NAME_MAX } from '../../domain/contracts/collections.ts';

interface Props {
  readonly open: boolean;
  readonly defaultName: string;
  readonly saving: boolean;
  readonly error: string | null;
  readonly onSave: (name: string) => void;
  readonly onClose: () => void;
}

/** "Search volume 23.11.2026": the date tells lookups apart in the collection list. */
export function defaultCollectionName(now: Date): string {
  return `Search volume ${new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(now)}`;
}

export function SaveCollectionDialog({ open, defaultName, saving, error, onSave, onClose }: Props) {
  const [name, setName] = useState(defaultName);
  useEffect(() => {
    if (open) setName(defaultName);
  }, [open, defaultName]);
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) onSave(name.trim());
  }

  return (
    <ModalDialog open={open} labelledBy="sv-save-title" className="app-dialog" onClose={onClose}>
      <form onSubmit={submit} className="sv-save-form" noValidate>
        <h2 id="sv-save-title">Save as collection</h2>
        <label>
          Name of the collection
          <input
            value={name}
            maxLength={COLLECTION_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={blank || error !== null}
            aria-describedby={error ? 'sv-save-error' : undefined}
            autoFocus
          />
        </label>
        {blank && <p className="form-message">Enter a name for the collection.</p>}
        {error && (
          <p id="sv-save-error" role="alert" className="form-message">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" disabled={saving || blank}>
            {saving ? 'Saving…' : 'Save collection'}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
