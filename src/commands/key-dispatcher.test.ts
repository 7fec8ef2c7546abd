import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BindingConflict } from './bindings.ts';
import { commandId, type Command, type CommandContext } from './command-types.ts';
import { GLOBAL_COMMANDS } from './global-commands.ts';
import { createKeyDispatcher, isTypingTarget, type DispatchInput } from './key-dispatcher.ts';
import { createCommandRegistry, type CommandRegistry } from './registry.ts';
import { demoContext, fakeEffects } from '../../tests/support/command-test-context.ts';

const key = (k: string, mods: Partial<DispatchInput> = {}): DispatchInput => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, typing: false, ...mods });

function command(id: string, shortcut: string | undefined, run = vi.fn()): Command {
  return { id: commandId(id), title: id, keywords: [], section: 'Test', scope: 'global', ...(shortcut ? { shortcut } : {}), when: () => true, run };
}

let registry: CommandRegistry;
let ctx: CommandContext;
let effects: ReturnType<typeof fakeEffects>;
let conflicts: BindingConflict[];
const dispatcher = () =>
  createKeyDispatcher({ context: () => ctx, available: (c) => registry.available(c), onConflict: (c) => conflicts.push(c), timeoutMs: 1000 });

beforeEach(() => {
  vi.useFakeTimers();
  registry = createCommandRegistry();
  registry.register(GLOBAL_COMMANDS);
  effects = fakeEffects();
  ctx = demoContext('power', { effects });
  conflicts = [];
});
afterEach(() => vi.useRealTimers());

describe('sequences', () => {
  it('g then c goes to Collections; g then i to Ideas', () => {
    const keys = dispatcher();
    expect(keys.handle(key('g'))).toBe('pending');
    expect(keys.handle(key('c'))).toBe('ran');
    expect(keys.handle(key('g'))).toBe('pending');
    expect(keys.handle(key('i'))).toBe('ran');
    expect(effects.navigate.mock.calls).toEqual([['/collections'], ['/ideas']]);
  });

  it('the second key must come within the timeout', () => {
    const keys = dispatcher();
    keys.handle(key('g'));
    vi.advanceTimersByTime(999);
    expect(keys.handle(key('h'))).toBe('ran');
    keys.handle(key('g'));
    vi.advanceTimersByTime(1001);
    expect(keys.pending()).toEqual([]);
    expect(keys.handle(key('c'))).toBe('none');
    expect(effects.navigate.mock.calls).toEqual([['/']]);
  });

  it('a key that does not continue the sequence is taken on its own ("g" "?" opens the sheet)', () => {
    const keys = dispatcher();
    keys.handle(key('g'));
    expect(keys.handle(key('?', { shiftKey: true }))).toBe('ran');
    expect(effects.openShortcutSheet).toHaveBeenCalledOnce();
  });

  it('g c is not offered to ideas@, who may not open Collections', () => {
    ctx = demoContext('ideas', { effects });
    const keys = dispatcher();
    keys.handle(key('g'));
    expect(keys.handle(key('c'))).toBe('none');
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('chords per platform', () => {
  it('Ctrl+K opens the palette elsewhere, Cmd+K on a Mac; the other modifier does nothing', () => {
    expect(dispatcher().handle(key('k', { ctrlKey: true }))).toBe('ran');
    expect(dispatcher().handle(key('k', { metaKey: true }))).toBe('none');
    ctx = demoContext('power', { effects, platform: 'mac' });
    expect(dispatcher().handle(key('k', { metaKey: true }))).toBe('ran');
    expect(dispatcher().handle(key('k', { ctrlKey: true }))).toBe('none');
    expect(effects.openPalette).toHaveBeenCalledTimes(2);
  });
});

describe('typing', () => {
  it('shortcuts do not fire while typing, except Mod+K', () => {
    const keys = dispatcher();
    expect(keys.handle(key('g', { typing: true }))).toBe('none');
    expect(keys.handle(key('c', { typing: true }))).toBe('none');
    expect(keys.handle(key('?', { typing: true }))).toBe('none');
    expect(keys.handle(key('k', { ctrlKey: true, typing: true }))).toBe('ran');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('Escape still reaches a command bound to it while typing', () => {
    const close = vi.fn();
    registry.register([command('test.close', 'Escape', close)]);
    expect(dispatcher().handle(key('Escape', { typing: true }))).toBe('ran');
    expect(close).toHaveBeenCalledOnce();
  });

  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'BUTTON' }, false],
    [null, false],
  ])('%o is a typing target: %s', (el, typing) => {
    expect(isTypingTarget(el)).toBe(typing);
  });
});

describe('conflicts', () => {
  it('two active commands on one binding: neither runs, the conflict is reported', () => {
    const a = vi.fn();
    const b = vi.fn();
    registry.register([command('test.a', 'Mod+J', a), command('test.b', 'mod+j', b)]);
    expect(dispatcher().handle(key('j', { ctrlKey: true }))).toBe('conflict');
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(conflicts).toEqual([{ sequence: 'Mod+j', commands: ['test.a', 'test.b'] }]);
  });

  it('a screen command claiming g c clashes with Go to Collections', () => {
    registry.register([command('test.collect', 'g c')]);
    const keys = dispatcher();
    keys.handle(key('g'));
    expect(keys.handle(key('c'))).toBe('conflict');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(conflicts[0]?.commands).toEqual(['go.collections', 'test.collect']);
  });

  it('a single key that is the start of a sequence is ambiguous and reported', () => {
    registry.register([command('test.g', 'g')]);
    expect(dispatcher().handle(key('g'))).toBe('conflict');
    expect(conflicts[0]?.sequence).toBe('g');
  });

  it('a command out of scope does not clash: route commands apply on their route only', () => {
    const run = vi.fn();
    registry.register([{ ...command('test.route', 'Mod+J', run), scope: { route: '/ideas' } }, command('test.global', 'Mod+J')]);
    expect(dispatcher().handle(key('j', { ctrlKey: true }))).toBe('ran');
    ctx = demoContext('power', { effects, route: '/ideas' });
    expect(dispatcher().handle(key('j', { ctrlKey: true }))).toBe('conflict');
    expect(run).not.toHaveBeenCalled();
  });
});
