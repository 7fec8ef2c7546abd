import { useCallback, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { CompanyUser, UserAccess } from '../../domain/contracts/company-users.ts';
import { formatNumber } from '../../domain/number-format.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { AccessDialog } from './access-dialog.tsx';
import { useCompanyUsers, useInviteUser, useSetUserAccess, useSetUserActive } from './api/company-users.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { userSectionCommands } from './settings-commands.ts';
import type { SectionProps } from './section-props.ts';
import { USER_COLUMNS, userRows, withUserColumns } from './user-rows.ts';

const route = getRouteApi('/shell/settings');
const NAME_COLUMN = { title: 'Name', tooltip: 'The user’s name; Enter opens their access (rights, plan, suites, deactivate or reactivate).' } as const;

/** How long a deactivation can be undone from the bar (the palette's undo and a reactivation work later too). */
const UNDO_SECONDS = 30;

/** The Users section: everyone in the company in the workbench table, invite, deactivate and reactivate, and each user's access. */
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
  const search = route.useSearch();
  const view = useMemo(() => withUserColumns(search), [search]);
  const { rows, byKey } = useMemo(() => userRows(users, selfId), [users, selfId]);
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
  const openRow = useCallback(
    (row: KeywordRow) => {
      const user = byKey.get(row.keyword);
      if (!user) return;
      // A user shared with a company this admin does not run is managed by that company's admins.
      if (user.shared) setMessage(`${user.name} is also in another company: its admins manage this user.`);
      else openAccess(String(user.id));
    },
    [byKey, openAccess],
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
      <p className="muted">Enter on a user (or a double click) opens their access: rights, plan, suites, and deactivating or reactivating them. The palette has every action too.</p>
      {message && <p role="status" className="settings-message">{message}</p>}
      {list.isPending && <p className="muted">Loading the users…</p>}
      {list.isError && <p role="alert" className="form-message">{list.error.message}</p>}
      {list.isSuccess && (
        <Workbench
          route="/settings"
          view={view}
          label={`Users of the company, ${formatNumber(users.length)}`}
          rows={rows}
          rateUsdToEur={null}
          location={null}
          language="de"
          exportName="users"
          rankingLookup={false}
        keywordTools={false}
          customColumns={USER_COLUMNS}
          keywordColumn={NAME_COLUMN}
          rowNouns={['user', 'users']}
          onOpenRow={openRow}
          empty={
            <>
              <p>Nobody is in this company yet.</p>
              <p>Invite the first user by e-mail with “Invite a user” (also in the command palette): the mail holds the link to choose a password.</p>
            </>
          }
        />
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
          activeAction={
            editing.id === selfId
              ? null
              : {
                  active: editing.active,
                  busy: setActive.isPending,
                  run: () => {
                    // Closed first: the status line and the undo bar report the change.
                    setEditing(null);
                    changeActive(String(editing.id), !editing.active);
                  },
                }
          }
        />
      )}
      <UndoBar pending={pending} onExpire={() => setPending(null)} />
    </div>
  );
}
