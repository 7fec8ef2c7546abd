import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { appCommands } from './app-commands.ts';
import type { Command, CommandContext } from './command-types.ts';
import { isAvailable } from './registry.ts';

/**
 * Registers a screen's commands while it is mounted. Pass a memoised array: a new array
 * re-registers (cheap, but it wakes every view of the registry).
 */
export function useRegisterCommands(commands: readonly Command[]): void {
  useEffect(() => appCommands.register(commands), [commands]);
}

/**
 * Makes every view of the registry filter again when `availability` changes: for a predicate over
 * data that arrives after the screen registered its commands (a pick is offered only with options),
 * which an open palette would otherwise never offer.
 */
export function useRefreshCommandsOn(availability: unknown): void {
  const seen = useRef(availability);
  useEffect(() => {
    if (Object.is(seen.current, availability)) return;
    seen.current = availability;
    appCommands.refresh();
  }, [availability]);
}

/**
 * The commands available in ctx (none without one), re-read whenever a command is registered or
 * removed: the registry hands out a new list on every change, so the list itself is the dependency.
 */
export function useAvailableCommands(ctx: CommandContext | null): readonly Command[] {
  const registered = useSyncExternalStore(appCommands.subscribe, appCommands.all, appCommands.all);
  return useMemo(() => (ctx ? registered.filter((command) => isAvailable(command, ctx)) : []), [registered, ctx]);
}
