import { describe, expect, it, vi } from 'vitest';
import { menuLabel, contextMenuModel } from '../../commands/menus.ts';
import { paletteSections } from '../../commands/palette-model.ts';
import { createCommandRegistry } from '../../commands/registry.ts';
import { demoContext } from '../../commands/test-context.ts';
import { researchCommands, type ResearchActions } from './collection-commands.ts';

function actions(overrides: Partial<ResearchActions> = {}): ResearchActions {
  return {
    canRemove: false, canUndo: false, shared: false,
    addKeywords: vi.fn(), removeSelected: vi.fn(), copySelected: vi.fn(), selectAll: vi.fn(), clearSelection: vi.fn(), undo: vi.fn(), share: vi.fn(), unshare: vi.fn(), backToList: vi.fn(),
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

  it('adds the power commands (select all, clear selection) with their key sequences in advanced mode only', () => {
    const registry = createCommandRegistry();
    registry.register(researchCommands(actions({ canRemove: true })));
    const advanced = demoContext('power', { route: '/research/Winter%20Sale', settings: { advancedMode: true } });
    expect(advanced.advancedMode).toBe(true);
    const menu = contextMenuModel(registry.available(advanced), 'keyword-rows');
    expect(menu.map((c) => [menuLabel(c), c.shortcut])).toEqual([
      ['Copy selected keywords', undefined],
      ['Remove selected keywords', undefined],
      ['Add keywords to this collection', undefined],
      ['Select all keywords', 's a'],
      ['Clear the selection', 's n'],
    ]);
    expect(contextMenuModel(registry.available(ctx), 'keyword-rows').map(menuLabel)).not.toContain('Select all keywords');
  });
});
