import { describe, expect, it, vi } from 'vitest';
import { commandId, type Command } from './command-types.ts';
import { createCommandRegistry } from './registry.ts';
import { demoContext } from '../../tests/support/command-test-context.ts';

const command = (id: string, extra: Partial<Command> = {}): Command => ({
  id: commandId(id), title: id, keywords: [], section: 'Test', scope: 'global', when: () => true, run: () => undefined, ...extra,
});

describe('the registry', () => {
  it('registers while mounted and removes exactly its own commands on unregister', () => {
    const registry = createCommandRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const off = registry.register([command('a'), command('b')]);
    expect(registry.all().map((c) => c.id)).toEqual(['a', 'b']);
    off();
    expect(registry.all()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('refuses an id registered twice', () => {
    const registry = createCommandRegistry();
    registry.register([command('a')]);
    expect(() => registry.register([command('a')])).toThrow(/registered twice/);
    expect(() => registry.register([command('b'), command('b')])).toThrow(/registered twice/);
  });

  it('a stale unregister does not remove a later registration of the same id (StrictMode remounts)', () => {
    const registry = createCommandRegistry();
    const first = [command('a')];
    const offFirst = registry.register(first);
    offFirst();
    registry.register([command('a')]);
    offFirst();
    expect(registry.all().map((c) => c.id)).toEqual(['a']);
  });

  it('available() applies scope and when: route prefixes, table selection, predicates', () => {
    const registry = createCommandRegistry();
    registry.register([
      command('route', { scope: { route: '/monitoring' } }),
      command('selection', { scope: 'table-selection' }),
      command('never', { when: () => false }),
      command('admin-only', { when: (ctx) => ctx.access.admin }),
    ]);
    const ids = (ctx: ReturnType<typeof demoContext>) => registry.available(ctx).map((c) => c.id);
    expect(ids(demoContext('power'))).toEqual([]);
    expect(ids(demoContext('power', { route: '/monitoring/setup' }))).toEqual(['route']);
    expect(ids(demoContext('power', { route: '/monitoringx' }))).toEqual([]);
    expect(ids(demoContext('admin', { selection: ['kw-1'] }))).toEqual(['selection', 'admin-only']);
  });

  it('refresh() wakes the views with a new list, same commands in the same order, so a predicate over late data is read again', () => {
    const registry = createCommandRegistry();
    let versions: string[] = [];
    registry.register([command('a'), command('open-version', { when: () => versions.length > 0 }), command('b')]);
    const listener = vi.fn();
    registry.subscribe(listener);
    const before = registry.all();
    expect(registry.available(demoContext('power')).map((c) => c.id)).toEqual(['a', 'b']);
    versions = ['1'];
    registry.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    // A new array: useSyncExternalStore (the palette) re-renders and filters again.
    expect(registry.all()).not.toBe(before);
    expect(registry.all()).toEqual(before);
    expect(registry.available(demoContext('power')).map((c) => c.id)).toEqual(['a', 'open-version', 'b']);
  });
});
