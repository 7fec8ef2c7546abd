import { describe, expect, it, vi } from 'vitest';
import { menuLabel, contextMenuModel } from '../../commands/menus.ts';
import { paletteSections } from '../../commands/palette-model.ts';
import { createCommandRegistry } from '../../commands/registry.ts';
import { demoContext } from '../../commands/test-context.ts';
import { researchCommands, type ResearchActions } from './collection-commands.ts';

function actions(overrides: Partial<ResearchActions> = {}): ResearchActions {
  return {
    canRemove: false, canUndo: false, shared: false,
    addKeywords: vi.fn(), removeSelected: vi.fn(), copySelected: vi.fn(), undo: vi.fn(), share: vi.fn(), unshare: vi.fn(), backToList: vi.fn(),
    ...overrides,
  };
}

describe('the keyword rows context menu is a view of the registry', () => {
  const ctx = demoContext('power', { route: '/research/Winter%20Sale' });

  it('offers copy, remove and add with a selection, each a registered command the palette offers', () => {
    const registry = createCommandRegistry();
    registry.register(researchCommands(actions({ canRemove: true })));
    const available = registry.available(ctx);
    const menu = contextMenuModel(available, 'keyword-rows');
    expect(menu.map(menuLabel)).toEqual(['Copy selected keywords', 'Remove selected keywords', 'Add keywords to this collection']);
    const inPalette = new Set(paletteSections(available, '', []).flatMap((s) => s.commands.map((c) => c.id)));
    for (const command of menu) {
      expect(registry.get(command.id)).toBe(command);
      expect(inPalette.has(command.id), command.id).toBe(true);
    }
  });

  it('offers only add without a selection, and nothing off the research screen', () => {
    const registry = createCommandRegistry();
    registry.register(researchCommands(actions()));
    expect(contextMenuModel(registry.available(ctx), 'keyword-rows').map(menuLabel)).toEqual(['Add keywords to this collection']);
    expect(contextMenuModel(registry.available(demoContext('power', { route: '/collections' })), 'keyword-rows')).toEqual([]);
  });
});
