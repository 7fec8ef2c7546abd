import type { Command, CommandContext, CommandId, CommandScope } from './command-types.ts';

/**
 * The one list of commands. The shell registers its global commands, screens register theirs
 * while mounted; every view (palette, menus, shortcuts, sheet) reads `available(ctx)`.
 * An id registered twice is a programming error and throws: two views could not tell them apart.
 */
export interface CommandRegistry {
  /** Adds the commands and returns a function that removes exactly these again. */
  register(commands: readonly Command[]): () => void;
  unregister(ids: readonly CommandId[]): void;
  get(id: CommandId): Command | undefined;
  all(): readonly Command[];
  available(ctx: CommandContext): readonly Command[];
  /**
   * Tells every view that what the commands' predicates read has changed without any command
   * coming or going (data that arrived while the palette was open), so they filter again.
   */
  refresh(): void;
  /** For useSyncExternalStore: a new number after every change. */
  version(): number;
  subscribe(listener: () => void): () => void;
}

/** A route scope covers its route and the routes below it. */
export function routeWithin(route: string, scopeRoute: string): boolean {
  return route === scopeRoute || route.startsWith(`${scopeRoute.replace(/\/$/, '')}/`);
}

export function scopeApplies(scope: CommandScope, ctx: CommandContext): boolean {
  if (scope === 'global') return true;
  if (scope === 'table-selection') return ctx.selection.length > 0;
  return routeWithin(ctx.route, scope.route);
}

export function isAvailable(command: Command, ctx: CommandContext): boolean {
  return scopeApplies(command.scope, ctx) && command.when(ctx);
}

export function createCommandRegistry(): CommandRegistry {
  const commands = new Map<CommandId, Command>();
  const listeners = new Set<() => void>();
  let version = 0;
  let snapshot: readonly Command[] = [];
  const changed = () => {
    version += 1;
    snapshot = [...commands.values()];
    for (const listener of listeners) listener();
  };
  const unregister = (ids: readonly CommandId[]) => {
    let removed = false;
    for (const id of ids) removed = commands.delete(id) || removed;
    if (removed) changed();
  };
  return {
    register(list) {
      const seen = new Set<CommandId>();
      for (const command of list) {
        if (commands.has(command.id) || seen.has(command.id)) throw new Error(`command "${command.id}" is registered twice`);
        seen.add(command.id);
      }
      for (const command of list) commands.set(command.id, command);
      changed();
      const ids = list.map((c) => c.id);
      return () => unregister(ids.filter((id) => commands.get(id) === list.find((c) => c.id === id)));
    },
    unregister,
    get: (id) => commands.get(id),
    all: () => snapshot,
    available: (ctx) => snapshot.filter((command) => isAvailable(command, ctx)),
    refresh: changed,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
