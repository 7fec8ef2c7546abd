/** The selected rows, by row id: ids never change, so a selection survives every filter, sort and grouping. */
export type Selection = ReadonlySet<number>;
export type SelectAction = 'add' | 'remove' | 'toggle' | 'set';

export const emptySelection: Selection = new Set();

export function applySelection(selection: Selection, ids: Iterable<number>, action: SelectAction): Selection {
  const next = new Set(action === 'set' ? [] : selection);
  for (const id of ids) {
    if (action === 'remove' || (action === 'toggle' && selection.has(id))) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** How many of `ids` are selected; what the view shows as "n of m selected". */
export function countSelected(selection: Selection, ids: ArrayLike<number>): number {
  let count = 0;
  for (let i = 0; i < ids.length; i++) if (selection.has(ids[i] ?? -1)) count++;
  return count;
}
