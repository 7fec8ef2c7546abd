import type { AccessContext, Suite } from '../domain/access-rules.ts';
import type { StartupData } from '../domain/contracts/startup.ts';
import type { UserSettings } from '../domain/contracts/user-settings.ts';
import type { Platform } from './keys.ts';

/**
 * Where command ids come from. all-commands.ts adds its descriptor lists' ids here (`declare module`,
 * as TanStack Router's `Register`), so the id union is derived from the lists while this file imports
 * none of them: every feature imports these types, and a type import back to the lists would make the
 * commands and the features one cycle.
 */
export interface CommandIdRegister {
  /** The company's own links, made from its settings at run time. */
  companyLink: `company-link.${number}`;
  /** The palette bench's inert entries. */
  bench: `bench.${number}`;
}

/** The closed union of command ids: a typo'd id is a type error wherever code names a command. */
export type CommandId = CommandIdRegister[keyof CommandIdRegister];
/** For an id that comes from outside the code (local storage, a test's made-up command): unchecked. */
export const commandId = (id: string): CommandId => id as CommandId;

/**
 * Where a command applies: everywhere, on one route (and below it), or while table rows are selected.
 * A route scope is a path prefix so a screen's commands also serve its sub-screens.
 */
export type CommandScope = 'global' | { readonly route: string } | 'table-selection';

/** The side effects commands may cause; the host wires them to the router and session, tests to fakes. */
export interface CommandEffects {
  navigate(to: string): void;
  openExternal(href: string): void;
  updateSettings(change: Partial<UserSettings>): Promise<void>;
  switchCompany(companyId: number): Promise<void>;
  openPalette(page?: CommandId): void;
  openShortcutSheet(): void;
  openNotifications(): void;
}

/** Everything `when` and `run` may look at, built from the start-up data and the current screen. */
export interface CommandContext {
  readonly access: AccessContext;
  readonly startup: StartupData;
  readonly settings: UserSettings;
  /** Right 42 or admin AND the Advanced Mode setting on. */
  readonly advancedMode: boolean;
  readonly route: string;
  /** Ids of the selected table rows; empty when nothing is selected. */
  readonly selection: readonly string[];
  readonly platform: Platform;
  readonly effects: CommandEffects;
}

/** Where a menu shows the command; menus render from commands so they cannot drift from the palette. */
export type MenuPlacement =
  | { readonly menu: 'side-nav'; readonly group: Suite | 'home' | 'company'; readonly groupLabel: string }
  | { readonly menu: 'user-menu' }
  /** The context menu of a keyword table's rows (right click, Shift+F10 or the Menu key). */
  | { readonly menu: 'context'; readonly target: ContextMenuTarget };

/** Where a context menu opens: the keyword table's rows, or its column headers (pin a column). */
export type ContextMenuTarget = 'keyword-rows' | 'column-header';

export interface PickOption {
  readonly id: string;
  readonly title: string;
  readonly current?: boolean;
}

/** A command that needs an argument opens a nested palette page listing these options. */
export interface CommandPick {
  readonly placeholder: string;
  /** What the options are ("Companies", "Columns"): the heading of the list on the palette page. */
  readonly heading: string;
  options(ctx: CommandContext): readonly PickOption[];
  run(ctx: CommandContext, optionId: string): void | Promise<void>;
}

/**
 * What a command is before a screen binds it: plain data, so every command can be listed, searched
 * and checked for clashing shortcuts without mounting anything (see all-commands.ts).
 * Lists are written `as const satisfies readonly CommandDescriptor[]` so their ids stay literal.
 */
export interface CommandDescriptor {
  readonly id: string;
  readonly title: string;
  /** Shorter text for menus ("Collections" where the palette says "Go to Collections"). */
  readonly menuLabel?: string;
  readonly keywords: readonly string[];
  readonly section: string;
  /** A key sequence in keys.ts notation ("Mod+K", "g c", "?"); the one place a shortcut is written. */
  readonly shortcut?: string;
  /** 'screen': the route of the screen that binds it (the keyword table sits on several screens). */
  readonly scope: CommandScope | 'screen';
  /** A link target, so menus render a real link (open in new tab, middle click) for navigation. */
  readonly href?: string;
  readonly external?: boolean;
  readonly placements?: readonly MenuPlacement[];
  /** False hides the command from the palette (e.g. "Open command palette" itself). */
  readonly inPalette?: boolean;
  /**
   * The command takes an argument picked on a nested palette page. It is offered only while there is
   * something to pick, unless `offeredEmpty` (a list the user expects to find even when it is empty).
   */
  readonly pick?: { readonly placeholder: string; readonly heading: string; readonly offeredEmpty?: boolean };
}

/** A descriptor bound to what it does now (bind-commands.ts): what the registry and its views use. */
export interface Command extends Omit<CommandDescriptor, 'id' | 'scope' | 'pick'> {
  readonly id: CommandId;
  readonly scope: CommandScope;
  /** For on/off commands: the current state, shown as a switch in menus and in the palette. */
  readonly checked?: (ctx: CommandContext) => boolean;
  readonly pick?: CommandPick;
  when(ctx: CommandContext): boolean;
  run(ctx: CommandContext): void | Promise<void>;
}
