import { appStore } from '../session/app-store.ts';
import { paletteAtom } from './app-commands.ts';
import { shortcutParts } from './keys.ts';
import { platform } from './use-command-context.ts';

/** The palette for mouse users, and the place where people learn its shortcut. */
export function PaletteButton() {
  const parts = shortcutParts('Mod+K', platform);
  return (
    <button type="button" className="secondary palette-button" aria-keyshortcuts={platform === 'mac' ? 'Meta+K' : 'Control+K'} onClick={() => appStore.set(paletteAtom, { open: true, page: null })}>
      Commands
      {parts.map((part) => (
        <kbd key={part} aria-hidden="true">
          {part}
        </kbd>
      ))}
    </button>
  );
}
