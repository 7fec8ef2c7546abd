import { commandId, type CommandId } from './command-types.ts';
import type { Platform } from './keys.ts';

/**
 * The one place that maps key sequences to the shell's own commands. `g` + letter jumps to a screen:
 * each navigation entry declares its letter in its route manifest (`src/features/<suite>/routes.tsx`),
 * where clashes of first letters are decided (g v Search Volume, as s is Suggests; g x Brand Index,
 * as b is taken; g t AI Chat, "talk"); the "Go to" commands carry it. Home is the shell's, so `g h` is here.
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
];

export function keymapShortcut(id: CommandId, platform: Platform): string | undefined {
  return KEYMAP.find((b) => b.command === id && (b.platform === undefined || b.platform === platform))?.sequence;
}
