import { NAVIGATION } from '../routes/navigation.ts';
import { commandId, type CommandId } from './command-types.ts';
import type { Platform } from './keys.ts';

/**
 * The one place that maps key sequences to the shell's commands. `g` + letter jumps to a screen:
 * each navigation entry declares its letter in its route manifest. Where first letters clash the
 * choice is written there and shows in the `?` sheet: g v Search Volume (s is Suggests), g p Content
 * Projects, g a AI Suite, g b Brand Dashboards, g w WDF*IDF, g t AI Chat ("talk"), g x Brand Index
 * (b is taken), g n Internal Searches.
 * Ctrl+K is the palette on every platform where Mod is Ctrl; a Mac uses Cmd+K (Mod).
 */
interface Binding {
  readonly sequence: string;
  readonly command: CommandId;
  /** Only on this platform; absent means everywhere. */
  readonly platform?: Platform;
}

export const KEYMAP: readonly Binding[] = [
  { sequence: 'Mod+K', command: commandId('palette.open') },
  { sequence: '?', command: commandId('help.shortcuts') },
  { sequence: 'g h', command: commandId('go.home') },
  ...NAVIGATION.flatMap((group) =>
    group.entries.flatMap((entry) => (entry.shortcut === undefined ? [] : [{ sequence: entry.shortcut, command: commandId(`go.${entry.id}`) }])),
  ),
];

export function keymapShortcut(id: CommandId, platform: Platform): string | undefined {
  return KEYMAP.find((b) => b.command === id && (b.platform === undefined || b.platform === platform))?.sequence;
}
