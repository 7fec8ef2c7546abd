import type { CommandDescriptor } from '../../commands/command-types.ts';

/** One row of the table of every keyboard shortcut: what the registry says, nothing typed by hand. */
export interface ShortcutRow {
  readonly id: string;
  readonly sequence: string;
  readonly title: string;
  readonly section: string;
  readonly where: string;
}

function where(scope: CommandDescriptor['scope']): string {
  if (scope === 'global') return 'Everywhere';
  if (scope === 'screen') return 'Screens with a keyword table';
  if (scope === 'table-selection') return 'Selected table rows';
  return `On ${scope.route}`;
}

/** Every command with a shortcut, in the registry's order (lists as `ALL_COMMANDS` orders them). */
export function shortcutRows(lists: Readonly<Record<string, readonly CommandDescriptor[]>>): ShortcutRow[] {
  return Object.values(lists).flatMap((descriptors) =>
    descriptors.flatMap((d) => (d.shortcut === undefined ? [] : [{ id: d.id, sequence: d.shortcut, title: d.title, section: d.section, where: where(d.scope) }])),
  );
}
