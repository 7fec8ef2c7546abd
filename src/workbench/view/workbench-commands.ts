/**
 * Every action of the keyword table as a command: the palette, the row context menu and the
 * shortcuts all read these, so they cannot drift apart. Table-wide actions are scoped to the screen
 * showing the table; actions on rows use the 'table-selection' scope and appear once rows are selected.
 */
import { commandId, type Command, type CommandScope, type MenuPlacement, type PickOption } from '../../commands/command-types.ts';

const section = 'Keyword table';
const ROW_MENU: readonly MenuPlacement[] = [{ menu: 'context', target: 'keyword-rows' }];

/** What the table can do now; commands only read it, so buttons and palette agree. */
export interface WorkbenchActions {
  readonly route: string;
  readonly readOnly: boolean;
  readonly hasFilters: boolean;
  readonly canCustomise: boolean;
  /** The custom columns values can be set for. */
  readonly customColumns: readonly PickOption[];
  readonly sortOptions: readonly PickOption[];
  readonly groupOptions: readonly PickOption[];
  /** The company's collections the selection can be added to; empty without a company (a shared link). */
  readonly collectionOptions: readonly PickOption[];
  readonly hasSelection: boolean;
  /** The screen removes keywords (a collection); a search result does not. */
  readonly canRemove: boolean;
  /** A custom value set or a custom column removed can be undone. */
  readonly canUndo: boolean;
  openFilters(): void;
  clearFilters(): void;
  sortBy(optionId: string): void;
  groupBy(optionId: string): void;
  openColumns(): void;
  newCustomColumn(): void;
  setValue(columnValue: string): void;
  exportFile(format: 'csv' | 'xlsx', scope: 'view' | 'selection'): void;
  copySelected(): void;
  addToClipboard(): void;
  addToCollection(collectionId: string): void;
  openClipboard(): void;
  removeSelected(): void;
  openDetails(): void;
  compare(): void;
  selectAll(): void;
  clearSelection(): void;
  expandAll(expanded: boolean): void;
  undo(): void;
}

interface Spec {
  id: string;
  title: string;
  keywords: string[];
  shortcut?: string;
  scope: 'table' | 'selection';
  when?: () => boolean;
  run: () => void;
  menu?: boolean;
}

function build(route: string, spec: Spec): Command {
  const scope: CommandScope = spec.scope === 'selection' ? 'table-selection' : { route };
  return {
    id: commandId(`table.${spec.id}`),
    title: spec.title,
    keywords: spec.keywords,
    section,
    scope,
    when: spec.when ?? (() => true),
    run: spec.run,
    ...(spec.shortcut ? { shortcut: spec.shortcut } : {}),
    ...(spec.menu ? { placements: ROW_MENU } : {}),
  };
}

function pick(route: string, id: string, title: string, keywords: string[], shortcut: string, placeholder: string, options: () => readonly PickOption[], run: (id: string) => void, when: () => boolean = () => true): Command {
  return {
    id: commandId(`table.${id}`),
    title,
    keywords,
    section,
    scope: { route },
    shortcut,
    when: () => when() && options().length > 0,
    run: () => undefined,
    pick: { placeholder, options, run: (_ctx, optionId) => run(optionId) },
  };
}

export function workbenchCommands(a: WorkbenchActions): Command[] {
  const r = a.route;
  const editable = () => !a.readOnly && a.canCustomise;
  return [
    build(r, { id: 'filter', title: 'Filter keywords…', keywords: ['filter', 'search', 'find', 'where'], shortcut: 'f', scope: 'table', run: a.openFilters }),
    build(r, { id: 'filter.clear', title: 'Clear all filters', keywords: ['filter', 'reset', 'clear', 'all'], shortcut: 't r', scope: 'table', when: () => a.hasFilters, run: a.clearFilters }),
    pick(r, 'sort', 'Sort by…', ['sort', 'order', 'column'], 't s', 'Pick a column and direction…', () => a.sortOptions, a.sortBy),
    pick(r, 'group', 'Group by…', ['group', 'duplicates', 'category', 'similar', 'cluster'], 't g', 'Pick a grouping…', () => a.groupOptions, a.groupBy),
    build(r, { id: 'expand', title: 'Expand all groups', keywords: ['expand', 'open', 'groups'], scope: 'table', run: () => a.expandAll(true) }),
    build(r, { id: 'collapse', title: 'Collapse all groups', keywords: ['collapse', 'close', 'groups'], scope: 'table', run: () => a.expandAll(false) }),
    build(r, { id: 'columns', title: 'Columns…', keywords: ['columns', 'hide', 'show', 'reorder', 'resize', 'rename', 'layout'], shortcut: 't c', scope: 'table', run: a.openColumns }),
    build(r, { id: 'custom.new', title: 'New custom column…', keywords: ['custom', 'column', 'dropdown', 'tag', 'label', 'add'], shortcut: 't n', scope: 'table', when: editable, run: a.newCustomColumn }),
    pick(r, 'custom.set', 'Set a custom column for the selected keywords…', ['set', 'value', 'custom', 'tag', 'label', 'column'], 't v', 'Pick a column…', () => a.customColumns, a.setValue, () => editable() && a.hasSelection),
    build(r, { id: 'export.csv', title: 'Export the table as CSV', keywords: ['export', 'download', 'csv', 'file'], shortcut: 't e', scope: 'table', run: () => a.exportFile('csv', 'view') }),
    build(r, { id: 'export.xlsx', title: 'Export the table as Excel (XLSX)', keywords: ['export', 'download', 'excel', 'xlsx', 'spreadsheet'], shortcut: 't x', scope: 'table', run: () => a.exportFile('xlsx', 'view') }),
    build(r, { id: 'export.selection.csv', title: 'Export the selected keywords as CSV', keywords: ['export', 'download', 'csv', 'selection'], scope: 'selection', run: () => a.exportFile('csv', 'selection'), menu: true }),
    build(r, { id: 'export.selection.xlsx', title: 'Export the selected keywords as Excel (XLSX)', keywords: ['export', 'download', 'excel', 'xlsx', 'selection'], scope: 'selection', run: () => a.exportFile('xlsx', 'selection'), menu: true }),
    build(r, { id: 'copy', title: 'Copy the selected keywords', keywords: ['copy', 'text', 'selection'], shortcut: 't y', scope: 'selection', run: a.copySelected, menu: true }),
    build(r, { id: 'clipboard.add', title: 'Add the selected keywords to the keyword clipboard', keywords: ['clipboard', 'collect', 'keep', 'basket'], shortcut: 'k', scope: 'selection', run: a.addToClipboard, menu: true }),
    {
      ...pick(r, 'collection.add', 'Add the selected keywords to a collection…', ['add', 'collection', 'save', 'research', 'selection'], 't a', 'Pick a collection…', () => a.collectionOptions, a.addToCollection, () => a.hasSelection),
      scope: 'table-selection',
      placements: ROW_MENU,
    },
    build(r, { id: 'clipboard.open', title: 'Open the keyword clipboard', keywords: ['clipboard', 'collected', 'basket', 'keep'], shortcut: 't k', scope: 'table', run: a.openClipboard }),
    build(r, { id: 'details', title: 'Open keyword details', keywords: ['details', 'history', 'chart', 'volume', 'info'], shortcut: 't d', scope: 'selection', run: a.openDetails, menu: true }),
    build(r, { id: 'compare', title: 'Compare the selected keywords in a chart', keywords: ['compare', 'graph', 'chart', 'lines'], shortcut: 'c', scope: 'selection', run: a.compare, menu: true }),
    build(r, { id: 'remove', title: 'Remove the selected keywords', keywords: ['remove', 'delete', 'selection'], shortcut: 'Delete', scope: 'selection', when: () => !a.readOnly && a.canRemove, run: a.removeSelected, menu: true }),
    build(r, { id: 'undo', title: 'Undo the last change to the table', keywords: ['undo', 'restore', 'back', 'revert'], shortcut: 'Mod+Z', scope: 'table', when: () => !a.readOnly && a.canUndo, run: a.undo }),
    build(r, { id: 'select.all', title: 'Select all keywords', keywords: ['select', 'all', 'selection'], shortcut: 's a', scope: 'table', run: a.selectAll, menu: true }),
    build(r, { id: 'select.none', title: 'Clear the selection', keywords: ['select', 'none', 'deselect', 'selection'], shortcut: 's n', scope: 'selection', run: a.clearSelection, menu: true }),
  ];
}
