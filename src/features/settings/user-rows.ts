/**
 * The company's users as rows of the workbench table (like the content projects): what a user holds
 * travels as the table's read-only columns (`custom_…`), with numbers to sort by where the text does
 * not sort (decision 0040), so filter, sort, group and export work unchanged.
 */
import type { CompanyUser } from '../../domain/contracts/company-users.ts';
import { SORT_KEY_SUFFIX } from '../../domain/keyword-fields.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { RIGHT_MEANINGS, SUITE_LABELS, SUITES } from '../../domain/user-access-rules.ts';
import type { ColumnDefinition, CustomEntry } from '../../workbench/columns/column-definition.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';

export const USER_COLUMN = {
  email: 'E-mail',
  status: 'Status',
  role: 'Role',
  plan: 'Plan',
  rights: 'Rights',
  suites: 'Suites',
  lastLogin: 'Last login',
} as const;

export const USER_STATUSES = ['Active', 'Invited', 'Deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
const STATUS_COLOUR: Readonly<Record<UserStatus, string>> = { Active: '#2b8a3e', Invited: '#1c7ed6', Deactivated: '#c92a2a' };
// Entry id 0 is the dropdown's "-" (SPEC §3), so the entries count from 1.
export const STATUS_ENTRIES: readonly CustomEntry[] = USER_STATUSES.map((status, i) => ({ id: i + 1, text: status, color: STATUS_COLOUR[status] }));

const meaningOf = new Map(RIGHT_MEANINGS.map((entry) => [entry.right as number, entry.meaning]));
const loginFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });

const cell = (name: string) => `custom_${name}` as const;
const sortKey = (name: string) => `custom_${name}${SORT_KEY_SUFFIX}` as const;

export function statusOf(user: CompanyUser): UserStatus {
  if (!user.active) return 'Deactivated';
  return user.verified ? 'Active' : 'Invited';
}

/** Each right with its meaning (SPEC §6), as the access dialog names them: "42 Advanced Mode switch". */
export function rightsText(rights: readonly number[]): string {
  return rights.length === 0 ? 'none' : rights.map((right) => `${right} ${meaningOf.get(right) ?? ''}`.trim()).join(', ');
}

function roleText(user: CompanyUser, selfId: number): string {
  const role = user.admin ? 'Admin' : 'User';
  if (user.id === selfId) return `${role} (you)`;
  // Such a user's access is set by the admins of their other company (server/settings/company-users-store.ts).
  return user.shared ? `${role}, managed elsewhere` : role;
}

/**
 * The first column's text, which is also the row's identity in the table: the name, and for a name
 * two users share the e-mail beside it (e-mails are unique).
 */
export function userRowKeys(users: readonly CompanyUser[]): Map<number, string> {
  const counts = users.reduce((m, u) => m.set(u.name, (m.get(u.name) ?? 0) + 1), new Map<string, number>());
  return new Map(users.map((u) => [u.id, counts.get(u.name) === 1 ? u.name : `${u.name} (${u.email})`]));
}

export function userRow(user: CompanyUser, key: string, selfId: number): KeywordRow {
  const login = user.last_login === null ? null : Date.parse(user.last_login);
  return {
    ...emptyKeywordRow(key),
    [cell(USER_COLUMN.email)]: user.email,
    [cell(USER_COLUMN.status)]: USER_STATUSES.indexOf(statusOf(user)) + 1,
    [cell(USER_COLUMN.role)]: roleText(user, selfId),
    [cell(USER_COLUMN.plan)]: user.plan,
    [cell(USER_COLUMN.rights)]: rightsText(user.rights),
    [sortKey(USER_COLUMN.rights)]: user.rights.length,
    [cell(USER_COLUMN.suites)]: SUITES.filter((suite) => user.suites[suite]).map((suite) => SUITE_LABELS[suite].replace(/ Suite$/u, '')).join(', ') || 'none',
    [cell(USER_COLUMN.lastLogin)]: login === null || !Number.isFinite(login) ? 'not known' : loginFormat.format(login),
    [sortKey(USER_COLUMN.lastLogin)]: login !== null && Number.isFinite(login) ? login : null,
  };
}

/** Rows in the list's order, and the user of each row by its first column. */
export function userRows(users: readonly CompanyUser[], selfId: number): { rows: KeywordRow[]; byKey: Map<string, CompanyUser> } {
  const keys = userRowKeys(users);
  const rows: KeywordRow[] = [];
  const byKey = new Map<string, CompanyUser>();
  for (const user of users) {
    const key = keys.get(user.id) ?? user.name;
    rows.push(userRow(user, key, selfId));
    byKey.set(key, user);
  }
  return { rows, byKey };
}

function readOnlyColumn(name: string, tooltip: string, width: number, entries?: readonly CustomEntry[]): ColumnDefinition {
  // Values come from the user's account: the admin may hide, move and rename them; changes go through the access dialog.
  return { ...customColumn(name, entries ? 'dropdown' : 'free', entries ?? []), tooltip, width, modify: true };
}

export const USER_COLUMNS: readonly ColumnDefinition[] = [
  readOnlyColumn(USER_COLUMN.email, 'The address the user logs in with and gets mails at.', 220),
  readOnlyColumn(USER_COLUMN.status, 'Active: can log in; Invited: has not chosen a password yet; Deactivated: cannot log in, sessions ended.', 150, STATUS_ENTRIES),
  readOnlyColumn(USER_COLUMN.role, 'Admin: passes every right check and manages the company; User: the rights beside. Managed elsewhere: also in a company you do not run, whose admins set their access.', 230),
  { ...readOnlyColumn(USER_COLUMN.plan, 'The plan, 1 to 4 (SPEC §6): plan 1 blocks brands, plan 2 also questions, plan 3 settings and brands.', 80), align: 'right', filter_attributes: { field: { custom: USER_COLUMN.plan }, kind: 'number' } },
  readOnlyColumn(USER_COLUMN.rights, 'The rights by number with their meaning (SPEC §6).', 360),
  readOnlyColumn(USER_COLUMN.suites, 'The suites the user may open.', 220),
  readOnlyColumn(USER_COLUMN.lastLogin, 'When the newest session still kept began; not known without one (never logged in, deactivated or expired).', 150),
];

/** The columns the list shows until the admin chooses others (then the URL holds the choice). */
export const USER_VISIBLE_COLUMNS: readonly string[] = ['keyword', ...USER_COLUMNS.map((c) => c.value)];

export function withUserColumns<T extends { columns?: string[] }>(view: T): T {
  return view.columns ? view : { ...view, columns: [...USER_VISIBLE_COLUMNS] };
}
