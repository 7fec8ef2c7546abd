import { useAtomValue } from 'jotai';
import { accessAtom, appStore, sessionAtom, startupAtom, startupErrorAtom } from './app-store.ts';

const options = { store: appStore };
export const useStartup = () => useAtomValue(startupAtom, options);
export const useSession = () => useAtomValue(sessionAtom, options);
export const useAccess = () => useAtomValue(accessAtom, options);
export const useStartupError = () => useAtomValue(startupErrorAtom, options);
