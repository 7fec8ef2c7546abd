/**
 * What a header dropped elsewhere changes (decision 0057): a pinned column reorders the pinned list,
 * which the URL keeps; any other column reorders the saved layout, as the column manager does.
 */
import { dropTarget, moveEntry } from '../../domain/pinned-columns.ts';
import { columnTitle, type ColumnDefinition } from '../columns/column-definition.ts';

export type ColumnDrop =
  | { readonly kind: 'pinned'; readonly pinned: string[]; readonly announcement: string }
  | { readonly kind: 'columns'; readonly all: ColumnDefinition[]; readonly announcement: string };

/**
 * The column manager shows a group (the monthly volumes) as one block: a grouped column moves only
 * inside its group, and another column dropped inside a group lands at the group's near edge.
 */
function groupSafe(shown: readonly ColumnDefinition[], from: number, target: number | null): number | null {
  const column = shown[from];
  if (target === null || !column) return null;
  const group = shown[target]?.group ?? null;
  if (column.group !== null) return group === column.group ? target : null;
  if (group === null) return target;
  let edge = target;
  const step = target > from ? 1 : -1;
  // Moving right, the column goes after the group's last column; moving left, before its first.
  while (shown[edge + step]?.group === group) edge += step;
  return edge === from ? null : edge;
}

/**
 * `shown` is the grid's column list (fixed, pinned, the rest) and `sticky` how many of them lead;
 * `from` and `to` are places in it. Null when the drop moves nothing.
 */
export function columnDrop(all: readonly ColumnDefinition[], shown: readonly ColumnDefinition[], sticky: number, from: number, to: number): ColumnDrop | null {
  const column = shown[from];
  const target = groupSafe(shown, from, dropTarget(shown, sticky, from, to));
  if (target === null || !column) return null;
  const moved = moveEntry(shown, from, target);
  const title = columnTitle(column);
  if (from < sticky) {
    let fixed = 0;
    while (shown[fixed]?.canBeModified === false) fixed += 1;
    const pinned = moved.slice(fixed, sticky).map((c) => c.value);
    return { kind: 'pinned', pinned, announcement: `${title} moved to pinned position ${target - fixed + 1} of ${sticky - fixed}.` };
  }
  // The unpinned visible columns take the new order in the places they hold among all columns; the
  // pinned ones keep their own place there, which they go back to when unpinned.
  const order = moved.slice(sticky).map((c) => c.value);
  const reorderable = new Set(order);
  let next = 0;
  const byValue = new Map(all.map((c) => [c.value, c]));
  const reordered = all.map((c) => {
    if (!reorderable.has(c.value)) return c;
    const value = order[next];
    next += 1;
    return (value !== undefined ? byValue.get(value) : undefined) ?? c;
  });
  return { kind: 'columns', all: reordered, announcement: `${title} moved to position ${target - sticky + 1} of ${shown.length - sticky} unpinned columns.` };
}
