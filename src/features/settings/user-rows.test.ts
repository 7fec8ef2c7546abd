import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '../../domain/contracts/company-users.ts';
import { rightsText, STATUS_ENTRIES, statusOf, USER_COLUMNS, USER_VISIBLE_COLUMNS, userRowKeys, userRows, withUserColumns } from './user-rows.ts';

const NONE = { research: false, content: false, monitoring: false, ai: false, chat: false };
const user = (id: number, name: string, over: Partial<CompanyUser> = {}): CompanyUser => ({
  id, name, email: `${name.toLowerCase().replace(/\s+/gu, '.')}.${id}@demo.test`, admin: false, plan: 1, rights: [], suites: NONE,
  active: true, verified: true, shared: false, last_login: null, ...over,
});

describe('the users as workbench rows', () => {
  it('carries e-mail, status, role, plan, rights with their meanings, suites and the last login', () => {
    const ben = user(3, 'Ben Basic', { rights: [1, 42], suites: { ...NONE, research: true, content: true }, last_login: '2026-11-25T08:30:00.000Z' });
    const { rows, byKey } = userRows([ben], 1);
    expect(rows[0]).toMatchObject({
      keyword: 'Ben Basic',
      'custom_E-mail': 'ben.basic.3@demo.test',
      custom_Status: 1,
      custom_Role: 'User',
      custom_Plan: 1,
      custom_Rights: '1 Collections and Research, 42 Advanced Mode switch',
      custom_Suites: 'Research, Content',
      'custom_Last login': '25.11.2026, 09:30',
    });
    expect(byKey.get('Ben Basic')).toBe(ben);
  });

  it('names the status and role as the server reports them, the admin themself and users managed elsewhere', () => {
    expect(statusOf(user(1, 'A', { active: false }))).toBe('Deactivated');
    expect(statusOf(user(1, 'A', { verified: false }))).toBe('Invited');
    expect(statusOf(user(1, 'A'))).toBe('Active');
    const { rows } = userRows([user(1, 'Ada Admin', { admin: true }), user(2, 'Multi', { shared: true }), user(3, 'Ina', { active: false })], 1);
    expect(rows.map((r) => r.custom_Role)).toEqual(['Admin (you)', 'User, managed elsewhere', 'User']);
    expect(rows.map((r) => STATUS_ENTRIES.find((e) => e.id === r.custom_Status)?.text)).toEqual(['Active', 'Active', 'Deactivated']);
    expect(rows[2]?.['custom_Last login']).toBe('not known');
    expect(rightsText([])).toBe('none');
  });

  it('keeps every row its own identity when two users share a name', () => {
    const keys = userRowKeys([user(1, 'Max'), user(2, 'Max'), user(3, 'Eva')]);
    expect([...keys.values()]).toEqual(['Max (max.1@demo.test)', 'Max (max.2@demo.test)', 'Eva']);
  });

  it('shows every column until the admin picks others', () => {
    expect(withUserColumns<{ columns?: string[] }>({}).columns).toEqual(USER_VISIBLE_COLUMNS);
    expect(USER_VISIBLE_COLUMNS).toHaveLength(USER_COLUMNS.length + 1);
    expect(withUserColumns({ columns: ['keyword'] }).columns).toEqual(['keyword']);
  });
});
