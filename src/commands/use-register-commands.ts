import { useEffect, useSyncExternalStore } from 'react';
import { appCommands } from './app-commands.ts';
import type { Command } from './command-types.ts';

/**
 * Registers a screen's commands while it is mounted. Pass a memoised array: a new array
 * re-registers (cheap, but it wakes every view of the registry).
 */
export function useRegisterCommands(commands: readonly Command[]): void {
  useEffect(() => appCommands.register(commands), [commands]);
}

/** Re-renders the caller whenever a command is registered or removed. */
export function useRegistryVersion(): number {
  return useSyncExternalStore(appCommands.subscribe, appCommands.version, appCommands.version);
}
