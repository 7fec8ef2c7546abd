import { describe, expect, it, vi } from 'vitest';
import { menuLabel, contextMenuModel } from '../../commands/menus.ts';
import { createCommandRegistry, isAvailable } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { collectionListCommands, goToCollectionCommands, researchCommands, type ResearchActions } from './collection-commands.ts';

function actions(overrides: Partial<ResearchActions> = {}): ResearchActions {
  return {
    canUndo: false, shared: false, sharesCustoms: false,
    addKeywords: vi.fn(), undo: vi.fn(), share: vi.fn(), unshare: vi.fn(), toggleSharedCustoms: vi.fn(), backToList: vi.fn(),
    ...overrides,
  };
}

describe('research commands', () => {
  const ctx = demoContext('power', { route: '/research/Winter%20Sale' });

  it('adds keywords from the row context menu; the table commands come from the workbench', () => {
    const registry = createCommandRegistry();
    registry.register(researchCommands(actions()));
    expect(contextMenuModel(registry.available(ctx), 'keyword-rows').map(menuLabel)).toEqual(['Add keywords to this collection']);
    expect(contextMenuModel(registry.available(demoContext('power', { route: '/collections' })), 'keyword-rows')).toEqual([]);
  });

  it('offers undo only while an undo is pending, and unshare only for a shared collection', () => {
    const registry = createCommandRegistry();
    registry.register(researchCommands(actions()));
    const titles = () => registry.available(ctx).map((c) => c.title);
    expect(titles()).not.toContain('Undo remove');
    expect(titles()).not.toContain('Stop sharing this collection');
    const again = createCommandRegistry();
    again.register(researchCommands(actions({ canUndo: true, shared: true })));
    expect(again.available(ctx).map((c) => c.title)).toEqual(expect.arrayContaining(['Undo remove', 'Stop sharing this collection']));
  });

  it('offers the custom columns of the shared link as a switch of a shared collection only, showing its state', () => {
    const toggle = vi.fn();
    const offeredSwitch = (overrides: Partial<ResearchActions>) => researchCommands(actions({ toggleSharedCustoms: toggle, ...overrides })).find((c) => c.id === 'collections.research.share-customs');
    const unshared = offeredSwitch({ shared: false });
    expect(unshared && isAvailable(unshared, ctx)).toBe(false);
    const off = offeredSwitch({ shared: true, sharesCustoms: false });
    expect(off && isAvailable(off, ctx)).toBe(true);
    expect(off?.checked?.(ctx)).toBe(false);
    expect(offeredSwitch({ shared: true, sharesCustoms: true })?.checked?.(ctx)).toBe(true);
    void off?.run(ctx);
    expect(toggle).toHaveBeenCalledOnce();
  });
});

describe('collection list and go-to commands', () => {
  const list = (options: { id: string; title: string }[]) =>
    collectionListCommands({ options, shared: [], canUndo: false, create: vi.fn(), rename: vi.fn(), remove: vi.fn(), share: vi.fn(), unshare: vi.fn(), undo: vi.fn() });
  const offered = (commands: ReturnType<typeof list>, route: string) => commands.filter((c) => isAvailable(c, demoContext('power', { route }))).map((c) => c.id);

  it('offer a pick only while there is a collection to pick, and only on /collections', () => {
    expect(offered(list([]), '/collections')).toEqual(['collections.create']);
    expect(offered(list([{ id: '1', title: 'Winter Sale' }]), '/collections')).toEqual(['collections.create', 'collections.rename', 'collections.delete', 'collections.share']);
    expect(offered(list([{ id: '1', title: 'Winter Sale' }]), '/searchvolume')).toEqual([]);
  });

  it('"Go to collection…" is offered everywhere, even before the company has a collection, and opens the one picked', async () => {
    const open = vi.fn();
    const [goTo] = goToCollectionCommands(() => [], open);
    expect(goTo && isAvailable(goTo, demoContext('power', { route: '/searchvolume' }))).toBe(true);
    await goTo?.pick?.run(demoContext('power'), 'Winter Sale');
    expect(open).toHaveBeenCalledWith('Winter Sale');
  });
});
