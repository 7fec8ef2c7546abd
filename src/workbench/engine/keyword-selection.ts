/** Carrying a selection over new rows for the same table (`replaceRows`): ids change, keywords do not. */
import type { RowTable } from './row-table.ts';
import type { Selection } from './selection.ts';

/** The ids in `next` of every row whose keyword a selected row of `previous` has; a keyword twice in `next` is selected twice. */
export function selectionByKeyword(previous: RowTable, selection: Selection, next: RowTable): Selection {
  if (selection.size === 0) return selection;
  const keywords = new Set<string>();
  for (const id of selection) if (Number.isInteger(id) && id >= 0 && id < previous.size) keywords.add(previous.keyword(id));
  const ids = new Set<number>();
  for (let id = 0; id < next.size; id++) if (keywords.has(next.keyword(id))) ids.add(id);
  return ids;
}
