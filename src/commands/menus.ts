import type { Suite } from '../domain/access-rules.ts';
import type { Command, CommandContext, ContextMenuTarget } from './command-types.ts';

/**
 * The data the side navigation and the user menu render: available commands placed in that menu,
 * in registry order. The components draw these and nothing else, so every menu entry is a command.
 */
export interface SideNavGroup {
  readonly group: Suite | 'home' | 'company';
  readonly label: string;
  readonly commands: readonly Command[];
}

export function sideNavModel(available: readonly Command[]): SideNavGroup[] {
  const groups = new Map<string, { group: SideNavGroup['group']; label: string; commands: Command[] }>();
  for (const command of available) {
    for (const placement of command.placements ?? []) {
      if (placement.menu !== 'side-nav') continue;
      const existing = groups.get(placement.group);
      if (existing) existing.commands.push(command);
      else groups.set(placement.group, { group: placement.group, label: placement.groupLabel, commands: [command] });
    }
  }
  return [...groups.values()];
}

export function userMenuModel(available: readonly Command[]): { readonly switches: readonly Command[]; readonly actions: readonly Command[] } {
  const placed = available.filter((c) => c.placements?.some((p) => p.menu === 'user-menu'));
  return { switches: placed.filter((c) => c.checked), actions: placed.filter((c) => !c.checked) };
}

/** A context menu's entries: available commands placed on that target, in registry order. */
export function contextMenuModel(available: readonly Command[], target: ContextMenuTarget): readonly Command[] {
  return available.filter((c) => c.placements?.some((p) => p.menu === 'context' && p.target === target));
}

/** The label a menu shows: the short menu label, else the palette title. */
export const menuLabel = (command: Command): string => command.menuLabel ?? command.title;

export const isChecked = (command: Command, ctx: CommandContext): boolean => command.checked?.(ctx) ?? false;
