import { atom } from 'jotai';
import type { CommandId } from './command-types.ts';
import { createCommandRegistry } from './registry.ts';

/** The app's one registry; the shell and every mounted screen register into it. */
export const appCommands = createCommandRegistry();

/** Open palette, and the command whose nested page it shows (null: the command list). */
export const paletteAtom = atom<{ readonly open: boolean; readonly page: CommandId | null }>({ open: false, page: null });
export const shortcutSheetOpenAtom = atom(false);
/** The notification bell's panel; the "Open notifications" command opens it. */
export const notificationsOpenAtom = atom(false);
/** Ids of the selected table rows; the keyword table sets it, 'table-selection' commands read it. */
export const tableSelectionAtom = atom<readonly string[]>([]);
/** The last command that failed, said in an alert so a keyboard user learns it did not work. */
export const commandErrorAtom = atom<string | null>(null);
