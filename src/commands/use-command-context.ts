import { useMemo } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { switchCompany, updateSettings } from '../session/session-runtime.ts';
import { useAccess, useStartup } from '../session/use-app-state.ts';
import { notificationsOpenAtom, paletteAtom, shortcutSheetOpenAtom, tableSelectionAtom } from './app-commands.ts';
import { buildCommandContext } from './command-context.ts';
import type { CommandContext, CommandEffects } from './command-types.ts';
import { detectPlatform } from './keys.ts';

const options = { store: appStore };
export const platform = detectPlatform(typeof navigator === 'undefined' ? '' : navigator.platform);

/** The command context of the logged-in user on the current screen; null before start-up data. */
export function useCommandContext(): CommandContext | null {
  const startup = useStartup();
  const access = useAccess();
  const { pathname } = useLocation();
  const selection = useAtomValue(tableSelectionAtom, options);
  const router = useRouter();
  const effects = useMemo<CommandEffects>(() => ({
    navigate: (to) => void router.navigate({ href: to }),
    openExternal: (href) => void window.open(href, '_blank', 'noopener,noreferrer'),
    updateSettings,
    switchCompany: async (companyId) => {
      await switchCompany(companyId);
      // The guards run again: the route stays when the new company allows it, else they redirect.
      await router.invalidate();
    },
    openPalette: (page) => {
      // Mod+K while the palette is open closes it, like every palette people know.
      const open = appStore.get(paletteAtom).open && page === undefined;
      appStore.set(paletteAtom, { open: !open, page: page ?? null });
    },
    openShortcutSheet: () => {
      appStore.set(paletteAtom, { open: false, page: null });
      appStore.set(shortcutSheetOpenAtom, true);
    },
    openNotifications: () => {
      appStore.set(paletteAtom, { open: false, page: null });
      appStore.set(notificationsOpenAtom, true);
    },
  }), [router]);
  return useMemo(() => {
    if (!startup || !access) return null;
    return buildCommandContext({ startup, access, route: pathname, selection, platform, effects });
  }, [startup, access, pathname, selection, effects]);
}
