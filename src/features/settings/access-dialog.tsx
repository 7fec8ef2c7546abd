import { useState, type FormEvent } from 'react';
import type { CompanyUser, UserAccess } from '../../domain/contracts/company-users.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { AccessFields } from './access-fields.tsx';

interface Props {
  readonly user: CompanyUser;
  readonly self: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onSubmit: (access: UserAccess) => void;
  readonly onClose: () => void;
  /** Deactivate or reactivate from here (null for the admin's own account): the table's rows hold no buttons. */
  readonly activeAction?: { readonly active: boolean; readonly busy: boolean; run(): void } | null;
}

/** Rights, plan and suites of one user; mounted per user, so it always starts from their stored values. */
export function AccessDialog({ user, self, busy, error, onSubmit, onClose, activeAction = null }: Props) {
  const [access, setAccess] = useState<UserAccess>({ admin: user.admin, plan: user.plan, rights: user.rights, suites: user.suites });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(access);
  }
  return (
    <ModalDialog open labelledBy="access-dialog-title" className="app-dialog settings-dialog" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id="access-dialog-title">Access of {user.name}</h2>
        <p className="muted">{user.email}</p>
        <AccessFields idPrefix="access" value={access} onChange={setAccess} self={self} />
        {error && <p role="alert" className="form-message">{error}</p>}
        <div className="button-row">
          <button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save access'}</button>
          <button type="button" className="secondary" onClick={onClose}>Cancel</button>
          {activeAction && (
            <button type="button" className="secondary" disabled={activeAction.busy} onClick={activeAction.run} aria-label={`${activeAction.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}>
              {activeAction.active ? 'Deactivate' : 'Reactivate'}
            </button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
