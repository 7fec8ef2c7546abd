import { useCallback, useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { CompanyUser, UserAccess } from '../../domain/contracts/company-users.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { RIGHT_MEANINGS, SUITE_LABELS, SUITES } from '../../domain/user-access-rules.ts';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { AccessDialog } from './access-dialog.tsx';
import { useCompanyUsers, useInviteUser, useSetUserAccess, useSetUserActive } from './api/company-users.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { userSectionCommands } from './settings-commands.ts';
import type { SectionProps } from './section-props.ts';

/** How long a deactivation can be undone from the bar (the palette's undo and a reactivation work later too). */
const UNDO_SECONDS = 30;

const meaningOf = new Map(RIGHT_MEANINGS.map((entry) => [entry.right as number, entry.meaning]));

function statusOf(user: CompanyUser): string {
  if (!user.active) return 'Deactivated';
  return user.verified ? 'Active' : 'Invited';
}

/** The Users section: everyone in the company, invite, deactivate and reactivate, and each user's access. */
export function UsersSection({ companyId, selfId }: SectionProps) {
  const list = useCompanyUsers(companyId);
  const invite = useInviteUser();
  const setActive = useSetUserActive();
  const setAccess = useSetUserAccess();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const users = useMemo(() => list.data?.users ?? [], [list.data]);
  const byId = useCallback((id: string) => users.find((user) => String(user.id) === id), [users]);

  const changeActive = useCallback(
    (id: string, active: boolean) => {
      const user = byId(id);
      if (!user) return;
      setActive.mutate(
        { company_id: companyId, member_id: user.id, active },
        {
          onSuccess: () => {
            setMessage(active ? `${user.name} is active again and can log in.` : null);
            setPending(
              active
                ? null
                : {
                    message: `Deactivated ${user.name}: their sessions have ended.`,
                    until: Date.now() + UNDO_SECONDS * 1000,
                    undo: () => {
                      setPending(null);
                      setActive.mutate({ company_id: companyId, member_id: user.id, active: true }, { onSuccess: () => setMessage(`${user.name} is active again.`), onError: (error) => setMessage(error.message) });
                    },
                  },
            );
          },
          onError: (error) => setMessage(error.message),
        },
      );
    },
    [byId, companyId, setActive],
  );

  const openAccess = useCallback(
    (id: string) => {
      setAccess.reset();
      setEditing(byId(id) ?? null);
    },
    [byId, setAccess],
  );
  const openInvite = useCallback(() => {
    invite.reset();
    setInviting(true);
  }, [invite]);

  const commands = useMemo(() => {
    const option = (user: CompanyUser) => ({ id: String(user.id), title: `${user.name} (${user.email})` });
    const changeable = users.filter((user) => !user.shared);
    return userSectionCommands({
      changeable: changeable.map(option),
      deactivatable: changeable.filter((user) => user.active && user.id !== selfId).map(option),
      reactivatable: changeable.filter((user) => !user.active).map(option),
      canUndo: pending !== null,
      invite: openInvite,
      editAccess: openAccess,
      setActive: changeActive,
      undo: () => pending?.undo(),
    });
  }, [users, selfId, pending, openInvite, openAccess, changeActive]);
  useRegisterCommands(commands);

  function saveAccess(access: UserAccess) {
    if (!editing) return;
    setAccess.mutate(
      { company_id: companyId, member_id: editing.id, access },
      {
        onSuccess: () => {
          setMessage(`Saved the access of ${editing.name}.`);
          setEditing(null);
        },
      },
    );
  }

  function sendInvite(request: { email: string; name: string; access: UserAccess }) {
    invite.mutate(
      { company_id: companyId, ...request },
      {
        onSuccess: ({ user }) => {
          setMessage(`Invited ${user.email}: the mail holds the link to choose a password.`);
          setInviting(false);
        },
      },
    );
  }

  return (
    <div className="settings-users">
      <div className="settings-toolbar">
        <h2>Users</h2>
        <button type="button" onClick={openInvite}>Invite a user</button>
      </div>
      {message && <p role="status" className="settings-message">{message}</p>}
      {list.isPending && <p className="muted">Loading the users…</p>}
      {list.isError && <p role="alert" className="form-message">{list.error.message}</p>}
      {list.isSuccess && users.length === 0 && <p className="muted">Nobody is in this company yet: invite the first user by e-mail.</p>}
      {users.length > 0 && (
        <div className="settings-table-wrap" tabIndex={0} role="region" aria-label={`Users of the company, ${formatNumber(users.length)}`}>
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Plan</th>
                <th scope="col">Rights</th>
                <th scope="col">Suites</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-user-id={user.id}>
                  <th scope="row">
                    {user.name}
                    {user.admin && <span className="settings-badge">Admin</span>}
                    {user.id === selfId && <span className="muted"> (you)</span>}
                  </th>
                  <td>{user.email}</td>
                  <td>{statusOf(user)}</td>
                  <td className="num">{user.plan}</td>
                  <td>
                    {user.rights.length === 0 ? (
                      <span className="muted">none</span>
                    ) : (
                      <ul className="settings-rights" aria-label={`Rights of ${user.name}`}>
                        {user.rights.map((right) => (
                          <li key={right} title={meaningOf.get(right)}>
                            {right}
                            <span className="visually-hidden"> {meaningOf.get(right)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{SUITES.filter((suite) => user.suites[suite]).map((suite) => SUITE_LABELS[suite].replace(/ Suite$/u, '')).join(', ') || <span className="muted">none</span>}</td>
                  <td>
                    {user.shared ? (
                      <span className="muted">Also in another company: its admins manage this user.</span>
                    ) : (
                      <div className="button-row">
                        <button type="button" className="secondary" onClick={() => openAccess(String(user.id))} aria-label={`Access of ${user.name}`}>
                          Access…
                        </button>
                        {user.id !== selfId && (
                          <button
                            type="button"
                            className="secondary"
                            disabled={setActive.isPending}
                            onClick={() => changeActive(String(user.id), !user.active)}
                            aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
                          >
                            {user.active ? 'Deactivate' : 'Reactivate'}
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {inviting && <InviteDialog busy={invite.isPending} error={invite.error?.message ?? null} onSubmit={sendInvite} onClose={() => setInviting(false)} />}
      {editing && (
        <AccessDialog
          user={editing}
          self={editing.id === selfId}
          busy={setAccess.isPending}
          error={setAccess.error?.message ?? null}
          onSubmit={saveAccess}
          onClose={() => setEditing(null)}
        />
      )}
      <UndoBar pending={pending} onExpire={() => setPending(null)} />
    </div>
  );
}
