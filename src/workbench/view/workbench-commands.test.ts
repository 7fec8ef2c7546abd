import { describe, expect, it, vi } from 'vitest';
import { activeBindings, findConflicts } from '../../commands/bindings.ts';
import { GLOBAL_COMMANDS } from '../../commands/global-commands.ts';
import { menuLabel, contextMenuModel } from '../../commands/menus.ts';
import { paletteSections } from '../../commands/palette-model.ts';
import { createCommandRegistry } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { workbenchCommands, type WorkbenchActions } from './workbench-commands.ts';

function actions(overrides: Partial<WorkbenchActions> = {}): WorkbenchActions {
  return {
    route: '/research', readOnly: false, hasFilters: false, canCustomise: true, hasSelection: false, canRemove: true, canUndo: false, keywordTools: true,
    customColumns: [{ id: 'custom_Priority', title: 'Priority' }],
    sortOptions: [{ id: 'avgsv:asc', title: 'Avg. volume, ascending' }],
    sorted: true,
    thenSortOptions: [{ id: 'keyword:asc', title: 'Keyword, ascending' }],
    groupOptions: [{ id: 'duplicates', title: 'Near-duplicates' }],
    intentOptions: [{ id: 'commercial', title: 'Commercial' }],
    collectionOptions: [{ id: '1', title: 'Winter Sale' }],
    openFilters: vi.fn(), clearFilters: vi.fn(), sortBy: vi.fn(), thenSortBy: vi.fn(), clearSort: vi.fn(), groupBy: vi.fn(), filterIntent: vi.fn(), openColumns: vi.fn(), newCustomColumn: vi.fn(), setValue: vi.fn(),
    exportFile: vi.fn(), copySelected: vi.fn(), addToClipboard: vi.fn(), openClipboard: vi.fn(), addToCollection: vi.fn(), removeSelected: vi.fn(), openDetails: vi.fn(), compare: vi.fn(),
    selectAll: vi.fn(), clearSelection: vi.fn(), expandAll: vi.fn(), undo: vi.fn(),
    ...overrides,
  };
}

const route = '/research/Winter%20Sale';

describe('workbench commands', () => {
  it('put the row actions in the context menu once rows are selected, each also in the palette', () => {
    const registry = createCommandRegistry();
    registry.register(workbenchCommands(actions({ hasSelection: true })));
    const available = registry.available(demoContext('power', { route, selection: ['1', '2'] }));
    const menu = contextMenuModel(available, 'keyword-rows');
    expect(menu.map(menuLabel)).toEqual([
      'Export the selected keywords as CSV',
      'Export the selected keywords as Excel (XLSX)',
      'Copy the selected rows',
      'Add the selected keywords to the keyword clipboard',
      'Add the selected keywords to a collection…',
      'Open keyword details',
      'Compare the selected keywords in a chart',
      'Remove the selected keywords',
      'Select all keywords',
      'Clear the selection',
    ]);
    const inPalette = new Set(paletteSections(available, []).flatMap((s) => s.commands.map((c) => c.id)));
    for (const command of menu) expect(inPalette.has(command.id), command.id).toBe(true);
  });

  it('rows that are not keywords (competitors, terms) get no keyword clipboard, details, compare, collections or intent', () => {
    const registry = createCommandRegistry();
    registry.register(workbenchCommands(actions({ hasSelection: true, keywordTools: false })));
    const available = registry.available(demoContext('power', { route, selection: ['1', '2'] }));
    expect(contextMenuModel(available, 'keyword-rows').map(menuLabel)).toEqual([
      'Export the selected keywords as CSV',
      'Export the selected keywords as Excel (XLSX)',
      'Copy the selected rows',
      'Remove the selected keywords',
      'Select all keywords',
      'Clear the selection',
    ]);
    const offered = new Set(available.map((c) => c.id));
    for (const id of ['table.clipboard.add', 'table.clipboard.open', 'table.details', 'table.compare', 'table.collection.add', 'table.intent.filter', 'table.intent.group'] as const) expect(offered.has(id), id).toBe(false);
    expect(offered.has('table.filter')).toBe(true);
  });

  it('without a selection the menu only selects, and nothing applies off the table screen', () => {
    const registry = createCommandRegistry();
    registry.register(workbenchCommands(actions()));
    expect(contextMenuModel(registry.available(demoContext('power', { route })), 'keyword-rows').map(menuLabel)).toEqual(['Select all keywords']);
    expect(registry.available(demoContext('power', { route: '/collections' })).filter((c) => c.id.startsWith('table.'))).toEqual([]);
  });

  it('a read-only table offers no removal and no custom columns', () => {
    const registry = createCommandRegistry();
    registry.register(workbenchCommands(actions({ readOnly: true, hasSelection: true })));
    const ids = registry.available(demoContext('power', { route, selection: ['1'] })).map((c) => c.id);
    expect(ids).not.toContain('table.remove');
    expect(ids).not.toContain('table.custom.new');
    expect(ids).not.toContain('table.custom.set');
    expect(ids).toContain('table.export.csv');
  });

  it('has a shortcut for every table-wide action and none clashes with another command', () => {
    const commands = workbenchCommands(actions({ hasSelection: true, hasFilters: true, canUndo: true }));
    const bindings = activeBindings([...commands, ...GLOBAL_COMMANDS]);
    expect(findConflicts(bindings)).toEqual([]);
    for (const id of ['filter', 'filter.clear', 'sort', 'group', 'intent.filter', 'columns', 'custom.new', 'custom.set', 'export.csv', 'export.xlsx', 'copy', 'clipboard.add', 'collection.add', 'details', 'compare', 'remove', 'select.all', 'select.none', 'undo']) {
      expect(commands.find((c) => c.id === `table.${id}`)?.shortcut, id).toBeDefined();
    }
  });

  it('offers Undo (Mod+Z) only while there is something to undo, and never on a read-only table', () => {
    const ctx = demoContext('power', { route });
    const offered = (a: WorkbenchActions) => {
      const registry = createCommandRegistry();
      registry.register(workbenchCommands(a));
      return registry.available(ctx).some((c) => c.id === 'table.undo');
    };
    expect(offered(actions())).toBe(false);
    expect(offered(actions({ readOnly: true, canUndo: true }))).toBe(false);
    const a = actions({ canUndo: true });
    expect(offered(a)).toBe(true);
    const undo = workbenchCommands(a).find((c) => c.id === 'table.undo');
    expect(undo?.shortcut).toBe('Mod+Z');
    void undo?.run(ctx);
    expect(a.undo).toHaveBeenCalledOnce();
  });

  it('runs the picked sort and grouping', () => {
    const a = actions();
    const commands = workbenchCommands(a);
    const ctx = demoContext('power', { route });
    void commands.find((c) => c.id === 'table.sort')?.pick?.run(ctx, 'avgsv:asc');
    void commands.find((c) => c.id === 'table.group')?.pick?.run(ctx, 'duplicates');
    expect(a.sortBy).toHaveBeenCalledWith('avgsv:asc');
    void commands.find((c) => c.id === 'table.sort.then')?.pick?.run(ctx, 'keyword:asc');
    void commands.find((c) => c.id === 'table.sort.clear')?.run(ctx);
    expect(a.thenSortBy).toHaveBeenCalledWith('keyword:asc');
    expect(a.clearSort).toHaveBeenCalledOnce();
    expect(a.groupBy).toHaveBeenCalledWith('duplicates');
  });

  it('filters by a picked search intent and groups by intent', () => {
    const a = actions();
    const commands = workbenchCommands(a);
    const ctx = demoContext('power', { route });
    void commands.find((c) => c.id === 'table.intent.filter')?.pick?.run(ctx, 'commercial');
    void commands.find((c) => c.id === 'table.intent.group')?.run(ctx);
    expect(a.filterIntent).toHaveBeenCalledWith('commercial');
    expect(a.groupBy).toHaveBeenCalledWith('intent');
  });
});
