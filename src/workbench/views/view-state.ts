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

/** Equal parts in equal order: the open view shows "changed" once any part differs. */
export const sameViewState = (a: SavedViewState, b: SavedViewState): boolean => JSON.stringify(a) === JSON.stringify(b);

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
