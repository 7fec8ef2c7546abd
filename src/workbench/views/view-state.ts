/** A table's view as a saved view holds it, and back (decision 0057). */
import type { SavedView, SavedViewState } from '../../domain/contracts/saved-views.ts';
import type { PickOption } from '../../commands/command-types.ts';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import type { WorkbenchSearch } from '../view/view-search.ts';

/**
 * What the table shows now: `shown` is the grid's column list (keyword, pinned, the rest) and
 * `sticky` how many of them lead; the pinned ones are those after the fixed keyword.
 */
export function viewStateOf(search: WorkbenchSearch, shown: readonly ColumnDefinition[], sticky: number): SavedViewState {
  const fixed = shown.findIndex((c) => c.canBeModified);
  return {
    filters: search.filters ?? [],
    sort: search.sort ?? [],
    group: search.group ?? { by: 'none' },
    columns: shown.map((c) => c.value),
    pinned: fixed < 0 ? [] : shown.slice(fixed, sticky).map((c) => c.value),
  };
}

/** The URL's parts that open a saved view; every part is set, so nothing of the previous view lingers. */
export function searchOfView(state: SavedViewState): Required<Pick<WorkbenchSearch, 'filters' | 'sort' | 'group' | 'columns' | 'pinned'>> {
  return { filters: state.filters, sort: state.sort, group: state.group, columns: state.columns, pinned: state.pinned };
}

/** Equal parts in equal order: the open view shows "modified" once any part differs. */
export const sameViewState = (a: SavedViewState, b: SavedViewState): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface OpenView {
  readonly view: SavedView;
  /** The table differs from the view as saved: a filter, the sort, the grouping, a column or a pin. */
  readonly modified: boolean;
}

/**
 * The saved view the URL names (`?savedView=`), with whether the table still shows it. Null when the URL
 * names none, or a view the list does not hold (deleted, of another table kind, not loaded yet): the
 * button then reads "Views" rather than a name the table may not show.
 */
export function openViewOf(views: readonly SavedView[], viewId: number | null | undefined, state: SavedViewState): OpenView | null {
  const view = viewId ? views.find((v) => v.id === viewId) : undefined;
  return view ? { view, modified: !sameViewState(view.state, state) } : null;
}

/** The views button's words: the open view's name, marked once the table differs from it. */
export const viewsButtonText = (open: OpenView | null): string => (open ? `View: ${open.view.name}${open.modified ? ' (modified)' : ''}` : 'Views');

/** The palette's entries of "Open a saved view…": one's own first, others named with their owner. */
export function viewOptions(views: readonly SavedView[], openId: number | null): PickOption[] {
  return views.map((v) => ({ id: String(v.id), title: v.mine ? v.name : `${v.name} (${v.owner_name})`, current: v.id === openId }));
}

/** The palette's entries of "Pin or unpin a column…": every shown column but the keyword, pinned ones marked. */
export function pinOptions(shown: readonly ColumnDefinition[], pinned: readonly string[], title: (c: ColumnDefinition) => string): PickOption[] {
  return shown.filter((c) => c.canBeModified).map((c) => ({
    id: c.value,
    title: pinned.includes(c.value) ? `Unpin ${title(c)}` : `Pin ${title(c)}`,
    current: pinned.includes(c.value),
  }));
}
