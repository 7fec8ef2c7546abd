/** The rows of a view for export, copy and "add to collection". */
import type { Selection } from './selection.ts';
import type { View } from './view.ts';

/**
 * Every matched row in view order: for a grouped view group by group, every member whether its group
 * is expanded or not. With a selection, only the selected ones among those: a selected row the filters
 * hide is left out, because "the selection" of an export is what the user sees selected.
 */
export function viewRowIds(view: View, selection: Selection | null = null): Uint32Array {
  const chunks = view.groups ? view.groups.map((group) => group.ids) : [view.order];
  let count = 0;
  for (const chunk of chunks) {
    if (selection === null) count += chunk.length;
    else for (const id of chunk) if (selection.has(id)) count++;
  }
  const ids = new Uint32Array(count);
  let at = 0;
  for (const chunk of chunks) {
    if (selection === null) {
      ids.set(chunk, at);
      at += chunk.length;
    } else {
      for (const id of chunk) if (selection.has(id)) ids[at++] = id;
    }
  }
  return ids;
}
