/**
 * Moving columns one step in the column manager. The manager shows each group (the monthly
 * volumes) as one block, so a step never splits a block: a grouped column moves only inside its
 * group, and a column of its own steps over a whole group at once.
 */
import type { ColumnDefinition } from '../columns/column-definition.ts';

export type Direction = -1 | 1;

type Orderable = Pick<ColumnDefinition, 'group' | 'canBeModified'>;

/**
 * The index the column at `index` takes after one step (the `to` of a remove-then-insert move),
 * or null when it cannot step: it is fixed (canBeModified false), at the end of its list or
 * group, or the neighbour it would pass is fixed.
 */
export function stepTarget(columns: readonly Orderable[], index: number, direction: Direction): number | null {
  const column = columns[index];
  const neighbour = columns[index + direction];
  if (!column || !neighbour || !column.canBeModified || !neighbour.canBeModified) return null;
  if (column.group !== null) return neighbour.group === column.group ? index + direction : null;
  if (neighbour.group === null) return index + direction;
  let far = index + direction;
  while (columns[far + direction]?.group === neighbour.group) far += direction;
  return far;
}

export interface RowPosition {
  /** 1-based. */
  position: number;
  total: number;
  /** The group the count is within, null when counted among the top-level rows. */
  group: string | null;
}

/**
 * Where a column stands as the manager shows it: a grouped column among its group, any other
 * column among the top-level rows, where each group counts as one row.
 */
export function rowPosition(columns: readonly Pick<ColumnDefinition, 'group'>[], index: number): RowPosition | null {
  const column = columns[index];
  if (!column) return null;
  if (column.group !== null) {
    const members = columns.flatMap((c, i) => (c.group === column.group ? [i] : []));
    return { position: members.indexOf(index) + 1, total: members.length, group: column.group };
  }
  let position = 0;
  let total = 0;
  for (const [i, c] of columns.entries()) {
    const startsRow = c.group === null || columns[i - 1]?.group !== c.group;
    if (!startsRow) continue;
    total += 1;
    if (i <= index) position = total;
  }
  return { position, total, group: null };
}

export interface KeyChord {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** Alt+ArrowUp / Alt+ArrowDown (and nothing else held) move the focused row. */
export function reorderDirection(chord: KeyChord): Direction | null {
  if (!chord.altKey || chord.ctrlKey || chord.metaKey || chord.shiftKey) return null;
  if (chord.key === 'ArrowUp') return -1;
  if (chord.key === 'ArrowDown') return 1;
  return null;
}
