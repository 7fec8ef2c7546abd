import { commandId, type CommandId } from './command-types.ts';
import type { Platform } from './keys.ts';

/**
 * The one place that maps key sequences to the shell's commands. `g` + letter jumps to a screen;
 * where first letters clash the choice is written here and shows in the `?` sheet:
 * g v Search Volume (s is Suggests), g p Content Projects, g a AI Suite, g b Brand Dashboards,
 * g w WDF*IDF, g t AI Chat ("talk"), g x Brand Index (b is taken), g n Internal Searches.
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
  { sequence: 'g c', command: commandId('go.collections') },
  { sequence: 'g i', command: commandId('go.ideas') },
  { sequence: 'g s', command: commandId('go.suggests') },
  { sequence: 'g v', command: commandId('go.searchvolume') },
  { sequence: 'g q', command: commandId('go.questions') },
  { sequence: 'g b', command: commandId('go.brands') },
  { sequence: 'g x', command: commandId('go.brand-index') },
  { sequence: 'g p', command: commandId('go.content-projects') },
  { sequence: 'g w', command: commandId('go.wdf-idf') },
  { sequence: 'g m', command: commandId('go.monitoring') },
  { sequence: 'g n', command: commandId('go.internal-searches') },
  { sequence: 'g a', command: commandId('go.ai-suite') },
  { sequence: 'g t', command: commandId('go.seo-ai') },
];

export function keymapShortcut(id: CommandId, platform: Platform): string | undefined {
  return KEYMAP.find((b) => b.command === id && (b.platform === undefined || b.platform === platform))?.sequence;
}
