import { atom, createStore } from 'jotai';
import { accessContextFromStartup } from '../domain/access-context.ts';
import type { StartupData } from '../domain/contracts/startup.ts';
import type { Session } from '../machines/session-types.ts';

/**
 * One store for the app's session state, readable outside React too: route guards run in the
 * router's beforeLoad, not in a component.
 */
export const appStore = createStore();

export const sessionAtom = atom<Session | null>(null);
export const startupAtom = atom<StartupData | null>(null);
/** Why the start-up data could not be loaded; the shell shows it with a retry. */
export const startupErrorAtom = atom<string | null>(null);
export const accessAtom = atom((get) => {
  const startup = get(startupAtom);
  return startup ? accessContextFromStartup(startup) : null;
});
