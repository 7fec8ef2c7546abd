import { describe, expect, it, vi } from 'vitest';
import { menuLabel, contextMenuModel } from '../../commands/menus.ts';
import { createCommandRegistry } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { researchCommands, type ResearchActions } from './collection-commands.ts';

function actions(overrides: Partial<ResearchActions> = {}): ResearchActions {
  return {
    canUndo: false, shared: false,
    addKeywords: vi.fn(), undo: vi.fn(), share: vi.fn(), unshare: vi.fn(), backToList: vi.fn(),
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
});
