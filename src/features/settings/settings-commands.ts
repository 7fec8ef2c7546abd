import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

const section = 'Settings';
const SETTINGS = { route: '/settings' } as const;
const PICK_USER = { placeholder: 'Pick a user…', heading: 'Users' } as const;

/** The settings screen's own commands: moving between its sections. */
export const SETTINGS_COMMANDS = [
  { id: 'settings.section', title: 'Open a settings section…', keywords: ['section', 'tab', 'users', 'company', 'audit', 'log', 'usage', 'lookups'], section, scope: SETTINGS, pick: { placeholder: 'Pick a section…', heading: 'Sections' } },
] as const satisfies readonly CommandDescriptor[];

export function settingsCommands(sections: readonly PickOption[], open: (id: string) => void): Command[] {
  return bindCommands(SETTINGS_COMMANDS, { 'settings.section': pickFrom(() => sections, open) });
}

/** The Users section: each button and menu of the table, reachable from the palette too. */
export const SETTINGS_USER_COMMANDS = [
  { id: 'settings.users.invite', title: 'Invite a user by e-mail', keywords: ['invite', 'add', 'new', 'user', 'member', 'mail'], section, scope: SETTINGS },
  { id: 'settings.users.access', title: 'Change a user’s rights, plan and suites…', keywords: ['rights', 'plan', 'suites', 'admin', 'permissions', 'edit'], section, scope: SETTINGS, pick: PICK_USER },
  { id: 'settings.users.deactivate', title: 'Deactivate a user…', keywords: ['deactivate', 'disable', 'block', 'lock', 'remove'], section, scope: SETTINGS, pick: PICK_USER },
  { id: 'settings.users.reactivate', title: 'Reactivate a user…', keywords: ['reactivate', 'enable', 'unblock', 'restore'], section, scope: SETTINGS, pick: PICK_USER },
  { id: 'settings.users.undo', title: 'Undo the last deactivation', keywords: ['undo', 'reactivate', 'back'], section, scope: SETTINGS },
] as const satisfies readonly CommandDescriptor[];

export interface UserSectionActions {
  /** Users whose access this admin may change (not shared with a company the admin does not run). */
  readonly changeable: readonly PickOption[];
  readonly deactivatable: readonly PickOption[];
  readonly reactivatable: readonly PickOption[];
  readonly canUndo: boolean;
  invite(): void;
  editAccess(userId: string): void;
  setActive(userId: string, active: boolean): void;
  undo(): void;
}

export function userSectionCommands(actions: UserSectionActions): Command[] {
  return bindCommands(SETTINGS_USER_COMMANDS, {
    'settings.users.invite': { run: actions.invite },
    'settings.users.access': pickFrom(() => actions.changeable, actions.editAccess),
    'settings.users.deactivate': pickFrom(() => actions.deactivatable, (id) => actions.setActive(id, false)),
    'settings.users.reactivate': pickFrom(() => actions.reactivatable, (id) => actions.setActive(id, true)),
    'settings.users.undo': { when: () => actions.canUndo, run: actions.undo },
  });
}

/** The Audit log section. */
export const SETTINGS_AUDIT_COMMANDS = [
  { id: 'settings.audit.export', title: 'Export the audit log as CSV', keywords: ['export', 'download', 'csv', 'audit', 'log', 'history'], section, scope: SETTINGS },
] as const satisfies readonly CommandDescriptor[];

export function auditSectionCommands(canExport: boolean, exportCsv: () => void): Command[] {
  return bindCommands(SETTINGS_AUDIT_COMMANDS, { 'settings.audit.export': { when: () => canExport, run: exportCsv } });
}

/** The Company section: saving the form and choosing a logo file. */
export const SETTINGS_COMPANY_COMMANDS = [
  { id: 'settings.company.save', title: 'Save the company settings', keywords: ['save', 'company', 'theme', 'colours', 'navigation', 'features'], section, scope: SETTINGS },
  { id: 'settings.company.logo', title: 'Upload a company logo', keywords: ['logo', 'upload', 'png', 'svg', 'image', 'brand'], section, scope: SETTINGS },
] as const satisfies readonly CommandDescriptor[];

export function companySectionCommands(canSave: boolean, save: () => void, chooseLogo: () => void): Command[] {
  return bindCommands(SETTINGS_COMPANY_COMMANDS, {
    'settings.company.save': { when: () => canSave, run: save },
    'settings.company.logo': { run: chooseLogo },
  });
}
