/** The visible part of a view: only these lines leave the worker. */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { rowAt, type ColumnStore } from './column-store.ts';
import { LINE_GROUP, type DisplayLines } from './display-lines.ts';
import type { RowGroup } from './grouping.ts';
import type { Selection } from './selection.ts';
import type { View } from './view.ts';

export interface WindowGroup {
  key: string;
  label: string | null;
  count: number;
  volume: number;
  expanded: boolean;
  /** Every row of the group is selected. */
  selected: boolean;
}

export interface ViewWindow {
  start: number;
  /** The number of lines of the whole view, for the scroll height. */
  total: number;
  kinds: DisplayLines['kinds'];
  /** The row of each line; a group line carries its head row, or NO_ROW for a value group. */
  ids: Uint32Array;
  selected: Uint8Array;
  rows: (KeywordRow | null)[];
  groups: (WindowGroup | null)[];
}

export const NO_ROW = 0xffffffff;

function everySelected(selection: Selection, ids: Uint32Array): boolean {
  for (const id of ids) if (!selection.has(id)) return false;
  return ids.length > 0;
}

function summary(group: RowGroup, view: View, selection: Selection): WindowGroup {
  return {
    key: group.key,
    label: group.label,
    count: group.ids.length,
    volume: group.volume,
    expanded: view.spec.expanded.has(group.key),
    selected: everySelected(selection, group.ids),
  };
}

/** Lines `start` to `start + count` (clipped to the view). */
export function viewWindow(store: ColumnStore, view: View, selection: Selection, start: number, count: number): ViewWindow {
  const total = view.lines.kinds.length;
  const from = Math.min(Math.max(0, Math.floor(start)), total);
  const to = Math.min(total, from + Math.max(0, Math.floor(count)));
  const kinds = view.lines.kinds.slice(from, to);
  const refs = view.lines.refs.subarray(from, to);
  const ids = new Uint32Array(kinds.length);
  const selected = new Uint8Array(kinds.length);
  const rows: (KeywordRow | null)[] = [];
  const groups: (WindowGroup | null)[] = [];
  kinds.forEach((kind, i) => {
    const ref = refs[i] ?? 0;
    const group = kind === LINE_GROUP ? view.groups?.[ref] : undefined;
    const id = group ? (group.head ?? NO_ROW) : ref;
    ids[i] = id;
    const windowGroup = group ? summary(group, view, selection) : null;
    selected[i] = (windowGroup ? windowGroup.selected : selection.has(id)) ? 1 : 0;
    rows.push(id === NO_ROW ? null : rowAt(store, id));
    groups.push(windowGroup);
  });
  return { start: from, total, kinds, ids, selected, rows, groups };
}
