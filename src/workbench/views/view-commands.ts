/**
 * Saved views and pinned columns as commands (decision 0057): the views menu, the header menu and the
 * palette run these, so they cannot drift apart.
 */
import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

export interface ViewCommandActions {
  readonly route: string;
  /** The table has saved views (a signed-in company, a table kind that keeps them). */
  readonly hasViews: boolean;
  readonly viewOptions: readonly PickOption[];
  /** The open view, when one is open: `mine` decides what may change it. */
  readonly open: { readonly mine: boolean; readonly changed: boolean } | null;
  readonly pinOptions: readonly PickOption[];
  readonly pinnedCount: number;
  openView(id: string): void;
  saveNew(): void;
  saveChanges(): void;
  saveAsMine(): void;
  rename(): void;
  remove(): void;
  togglePin(column: string): void;
  clearPins(): void;
  toggleHeaderPin(): void;
}

const section = 'Keyword table';

export const TABLE_VIEW_COMMANDS = [
  {
    id: 'table.view.open', title: 'Open a saved view…', keywords: ['view', 'saved', 'open', 'preset', 'layout', 'shared'], section, shortcut: 't o', scope: 'screen',
    pick: { placeholder: 'Pick a view…', heading: 'Saved views' },
  },
  { id: 'table.view.save', title: 'Save this view as a new view…', keywords: ['view', 'save', 'preset', 'layout', 'name'], section, shortcut: 't w', scope: 'screen' },
  { id: 'table.view.update', title: 'Save the changes to the open view', keywords: ['view', 'save', 'overwrite', 'update'], section, scope: 'screen' },
  { id: 'table.view.copy', title: 'Save the open view as my view…', keywords: ['view', 'save', 'copy', 'mine', 'shared', 'company'], section, scope: 'screen' },
  { id: 'table.view.rename', title: 'Rename the open view…', keywords: ['view', 'rename', 'name'], section, scope: 'screen' },
  { id: 'table.view.delete', title: 'Delete the open view', keywords: ['view', 'delete', 'remove'], section, scope: 'screen' },
  {
    id: 'table.pin', title: 'Pin or unpin a column…', keywords: ['pin', 'unpin', 'freeze', 'sticky', 'column', 'keep'], section, shortcut: 't p', scope: 'screen',
    pick: { placeholder: 'Pick a column to pin or unpin…', heading: 'Columns' },
  },
  { id: 'table.pin.clear', title: 'Unpin all columns', keywords: ['pin', 'unpin', 'freeze', 'sticky', 'columns'], section, scope: 'screen' },
  {
    id: 'table.column.pin', title: 'Pin or unpin this column', keywords: ['pin', 'unpin', 'column'], section, scope: 'screen', inPalette: false,
    placements: [{ menu: 'context', target: 'column-header' }],
  },
] as const satisfies readonly CommandDescriptor[];

export function viewCommands(a: ViewCommandActions): Command[] {
  const mine = () => a.open?.mine === true;
  return bindCommands(TABLE_VIEW_COMMANDS, {
    'table.view.open': pickFrom(() => a.viewOptions, a.openView, () => a.hasViews),
    'table.view.save': { when: () => a.hasViews, run: a.saveNew },
    'table.view.update': { when: () => mine() && a.open?.changed === true, run: a.saveChanges },
    'table.view.copy': { when: () => a.open !== null && !mine(), run: a.saveAsMine },
    'table.view.rename': { when: mine, run: a.rename },
    'table.view.delete': { when: mine, run: a.remove },
    'table.pin': pickFrom(() => a.pinOptions, a.togglePin),
    'table.pin.clear': { when: () => a.pinnedCount > 0, run: a.clearPins },
    // Always offered in the header menu: menus read availability before the menu knows its column.
    'table.column.pin': { run: a.toggleHeaderPin },
  }, { route: a.route });
}
