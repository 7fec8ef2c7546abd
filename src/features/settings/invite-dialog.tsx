import { useState, type FormEvent } from 'react';
import type { UserAccess } from '../../domain/contracts/company-users.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { AccessFields } from './access-fields.tsx';

interface Props {
  readonly busy: boolean;
  readonly error: string | null;
  readonly onSubmit: (invite: { email: string; name: string; access: UserAccess }) => void;
  readonly onClose: () => void;
}

/** A new person starts with research and the basic rights; the admin changes them before sending. */
const STARTING_ACCESS: UserAccess = { admin: false, plan: 1, rights: [1, 8, 9, 10], suites: { research: true, content: false, monitoring: false, ai: false, chat: false } };

/** Invite by e-mail: the person gets the set-password link of a registration and lands in this company. */
export function InviteDialog({ busy, error, onSubmit, onClose }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [access, setAccess] = useState(STARTING_ACCESS);
  const [tried, setTried] = useState(false);
  const emailMissing = !/^\S+@\S+\.\S+$/u.test(email.trim());
  const nameMissing = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!emailMissing && !nameMissing) onSubmit({ email: email.trim(), name: name.trim(), access });
  }
  return (
    <ModalDialog open labelledBy="invite-dialog-title" className="app-dialog settings-dialog" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id="invite-dialog-title">Invite a user</h2>
        <label htmlFor="invite-email">E-mail</label>
        <input id="invite-email" type="email" value={email} maxLength={254} autoFocus aria-invalid={tried && emailMissing} onChange={(event) => setEmail(event.target.value)} />
        {tried && emailMissing && <p className="form-message">Enter an e-mail address such as name@example.com.</p>}
        <label htmlFor="invite-name">Name</label>
        <input id="invite-name" value={name} maxLength={120} aria-invalid={tried && nameMissing} onChange={(event) => setName(event.target.value)} />
        {tried && nameMissing && <p className="form-message">Enter the name of the person you invite.</p>}
        <AccessFields idPrefix="invite" value={access} onChange={setAccess} />
        <p className="muted">The invitation mail holds a link to choose a password; it works once and expires.</p>
        {error && <p role="alert" className="form-message">{error}</p>}
        <div className="button-row">
          <button type="submit" disabled={busy}>{busy ? 'Sending…' : 'Send invitation'}</button>
          <button type="button" className="secondary" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </ModalDialog>
  );
}
