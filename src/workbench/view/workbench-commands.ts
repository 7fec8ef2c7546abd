/**
 * Every action of the keyword table as a command: the palette, the row context menu and the
 * shortcuts all read these, so they cannot drift apart. Table-wide actions are scoped to the screen
 * showing the table; actions on rows use the 'table-selection' scope and appear once rows are selected.
 */
import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

/** What the table can do now; commands only read it, so buttons and palette agree. */
export interface WorkbenchActions {
  readonly route: string;
  readonly readOnly: boolean;
  readonly hasFilters: boolean;
  readonly canCustomise: boolean;
  /** The custom columns values can be set for. */
  readonly customColumns: readonly PickOption[];
  readonly sortOptions: readonly PickOption[];
  /** The table is sorted by at least one column. */
  readonly sorted: boolean;
  /** The columns a sort can add to break its ties; empty while the table is unsorted. */
  readonly thenSortOptions: readonly PickOption[];
  readonly groupOptions: readonly PickOption[];
  /** The four search intents, and 'all' while one is chosen. */
  readonly intentOptions: readonly PickOption[];
  /** The company's collections the selection can be added to; empty without a company (a shared link). */
  readonly collectionOptions: readonly PickOption[];
  readonly hasSelection: boolean;
  /** The screen removes keywords (a collection); a search result does not. */
  readonly canRemove: boolean;
  /** A custom value set or a custom column removed can be undone. */
  readonly canUndo: boolean;
  /** The rows are search phrases: the keyword-only commands (clipboard, details, compare, collections, intent) are offered. */
  readonly keywordTools: boolean;
  openFilters(): void;
  clearFilters(): void;
  sortBy(optionId: string): void;
  thenSortBy(optionId: string): void;
  clearSort(): void;
  groupBy(optionId: string): void;
  filterIntent(optionId: string): void;
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

const section = 'Keyword table';
const ROW_MENU = [{ menu: 'context', target: 'keyword-rows' }] as const;

/** Table-wide commands take the route of the screen showing the table; row actions need a selection. */
export const WORKBENCH_COMMANDS = [
  { id: 'table.filter', title: 'Filter keywords…', keywords: ['filter', 'search', 'find', 'where'], section, shortcut: 'f', scope: 'screen' },
  { id: 'table.filter.clear', title: 'Clear all filters', keywords: ['filter', 'reset', 'clear', 'all'], section, shortcut: 't r', scope: 'screen' },
  { id: 'table.sort', title: 'Sort by…', keywords: ['sort', 'order', 'column'], section, shortcut: 't s', scope: 'screen', pick: { placeholder: 'Pick a column and direction…', heading: 'Sort orders' } },
  {
    id: 'table.sort.then', title: 'Then sort by…', keywords: ['sort', 'order', 'column', 'several', 'multiple', 'secondary', 'ties'], section, shortcut: 't t', scope: 'screen',
    pick: { placeholder: 'Pick a column to break the ties…', heading: 'Sort orders' },
  },
  { id: 'table.sort.clear', title: 'Clear the sort (as loaded)', keywords: ['sort', 'unsorted', 'reset', 'order'], section, scope: 'screen' },
  { id: 'table.group', title: 'Group by…', keywords: ['group', 'duplicates', 'category', 'intent', 'similar', 'cluster'], section, shortcut: 't g', scope: 'screen', pick: { placeholder: 'Pick a grouping…', heading: 'Groupings' } },
  {
    id: 'table.intent.filter', title: 'Show keywords of one search intent…', keywords: ['intent', 'informational', 'navigational', 'commercial', 'transactional', 'filter'], section, shortcut: 't i',
    scope: 'screen', pick: { placeholder: 'Pick a search intent…', heading: 'Search intents' },
  },
  { id: 'table.intent.group', title: 'Group keywords by search intent', keywords: ['intent', 'group', 'informational', 'commercial', 'transactional'], section, scope: 'screen' },
  { id: 'table.expand', title: 'Expand all groups', keywords: ['expand', 'open', 'groups'], section, scope: 'screen' },
  { id: 'table.collapse', title: 'Collapse all groups', keywords: ['collapse', 'close', 'groups'], section, scope: 'screen' },
  { id: 'table.columns', title: 'Columns…', keywords: ['columns', 'hide', 'show', 'reorder', 'resize', 'rename', 'layout'], section, shortcut: 't c', scope: 'screen' },
  { id: 'table.custom.new', title: 'New custom column…', keywords: ['custom', 'column', 'dropdown', 'tag', 'label', 'add'], section, shortcut: 't n', scope: 'screen' },
  {
    id: 'table.custom.set', title: 'Set a custom column for the selected keywords…', keywords: ['set', 'value', 'custom', 'tag', 'label', 'column'], section, shortcut: 't v', scope: 'screen',
    pick: { placeholder: 'Pick a column…', heading: 'Custom columns' },
  },
  { id: 'table.export.csv', title: 'Export the table as CSV', keywords: ['export', 'download', 'csv', 'file'], section, shortcut: 't e', scope: 'screen' },
  { id: 'table.export.xlsx', title: 'Export the table as Excel (XLSX)', keywords: ['export', 'download', 'excel', 'xlsx', 'spreadsheet'], section, shortcut: 't x', scope: 'screen' },
  { id: 'table.export.selection.csv', title: 'Export the selected keywords as CSV', keywords: ['export', 'download', 'csv', 'selection'], section, scope: 'table-selection', placements: ROW_MENU },
  {
    id: 'table.export.selection.xlsx', title: 'Export the selected keywords as Excel (XLSX)', keywords: ['export', 'download', 'excel', 'xlsx', 'selection'], section, scope: 'table-selection',
    placements: ROW_MENU,
  },
  { id: 'table.copy', title: 'Copy the selected rows', keywords: ['copy', 'text', 'selection', 'spreadsheet', 'excel', 'sheets', 'tsv'], section, shortcut: 't y', scope: 'table-selection', placements: ROW_MENU },
  {
    id: 'table.clipboard.add', title: 'Add the selected keywords to the keyword clipboard', keywords: ['clipboard', 'collect', 'keep', 'basket'], section, shortcut: 'k', scope: 'table-selection',
    placements: ROW_MENU,
  },
  {
    id: 'table.collection.add', title: 'Add the selected keywords to a collection…', keywords: ['add', 'collection', 'save', 'research', 'selection'], section, shortcut: 't a', scope: 'table-selection',
    placements: ROW_MENU, pick: { placeholder: 'Pick a collection…', heading: 'Collections' },
  },
  { id: 'table.clipboard.open', title: 'Open the keyword clipboard', keywords: ['clipboard', 'collected', 'basket', 'keep'], section, shortcut: 't k', scope: 'screen' },
  { id: 'table.details', title: 'Open keyword details', keywords: ['details', 'history', 'chart', 'volume', 'info'], section, shortcut: 't d', scope: 'table-selection', placements: ROW_MENU },
  { id: 'table.compare', title: 'Compare the selected keywords in a chart', keywords: ['compare', 'graph', 'chart', 'lines'], section, shortcut: 'c', scope: 'table-selection', placements: ROW_MENU },
  { id: 'table.remove', title: 'Remove the selected keywords', keywords: ['remove', 'delete', 'selection'], section, shortcut: 'Delete', scope: 'table-selection', placements: ROW_MENU },
  { id: 'table.undo', title: 'Undo the last change to the table', keywords: ['undo', 'restore', 'back', 'revert'], section, shortcut: 'Mod+Z', scope: 'screen' },
  { id: 'table.select.all', title: 'Select all keywords', keywords: ['select', 'all', 'selection'], section, shortcut: 's a', scope: 'screen', placements: ROW_MENU },
  { id: 'table.select.none', title: 'Clear the selection', keywords: ['select', 'none', 'deselect', 'selection'], section, shortcut: 's n', scope: 'table-selection', placements: ROW_MENU },
] as const satisfies readonly CommandDescriptor[];

export function workbenchCommands(a: WorkbenchActions): Command[] {
  const editable = () => !a.readOnly && a.canCustomise;
  const keywords = () => a.keywordTools;
  return bindCommands(WORKBENCH_COMMANDS, {
    'table.filter': { run: a.openFilters },
    'table.filter.clear': { when: () => a.hasFilters, run: a.clearFilters },
    'table.sort': pickFrom(() => a.sortOptions, a.sortBy),
    'table.sort.then': pickFrom(() => a.thenSortOptions, a.thenSortBy, () => a.thenSortOptions.length > 0),
    'table.sort.clear': { when: () => a.sorted, run: a.clearSort },
    'table.group': pickFrom(() => a.groupOptions, a.groupBy),
    'table.intent.filter': pickFrom(() => a.intentOptions, a.filterIntent, keywords),
    'table.intent.group': { when: keywords, run: () => a.groupBy('intent') },
    'table.expand': { run: () => a.expandAll(true) },
    'table.collapse': { run: () => a.expandAll(false) },
    'table.columns': { run: a.openColumns },
    'table.custom.new': { when: editable, run: a.newCustomColumn },
    'table.custom.set': pickFrom(() => a.customColumns, a.setValue, () => editable() && a.hasSelection),
    'table.export.csv': { run: () => a.exportFile('csv', 'view') },
    'table.export.xlsx': { run: () => a.exportFile('xlsx', 'view') },
    'table.export.selection.csv': { run: () => a.exportFile('csv', 'selection') },
    'table.export.selection.xlsx': { run: () => a.exportFile('xlsx', 'selection') },
    'table.copy': { run: a.copySelected },
    'table.clipboard.add': { when: keywords, run: a.addToClipboard },
    'table.collection.add': pickFrom(() => a.collectionOptions, a.addToCollection, () => keywords() && a.hasSelection),
    'table.clipboard.open': { when: keywords, run: a.openClipboard },
    'table.details': { when: keywords, run: a.openDetails },
    'table.compare': { when: keywords, run: a.compare },
    'table.remove': { when: () => !a.readOnly && a.canRemove, run: a.removeSelected },
    'table.undo': { when: () => !a.readOnly && a.canUndo, run: a.undo },
    'table.select.all': { run: a.selectAll },
    'table.select.none': { run: a.clearSelection },
  }, { route: a.route });
}
