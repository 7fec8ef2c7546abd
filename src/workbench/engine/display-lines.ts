/** The lines the table shows, top to bottom: rows, group lines, and the rows of expanded groups. */
import type { RowGroup } from './grouping.ts';

export const LINE_ROW = 0;
export const LINE_GROUP = 1;
export const LINE_MEMBER = 2;
export type LineKind = typeof LINE_ROW | typeof LINE_GROUP | typeof LINE_MEMBER;

/**
 * Line i is `kinds[i]` with `refs[i]`: a row id for a row or member line, a group index for a group
 * line. Typed arrays, so a window of them crosses from the worker without copying.
 */
export interface DisplayLines {
  kinds: Uint8Array;
  refs: Uint32Array;
}

/**
 * Choices: a duplicate group without members is a plain row; with members it is one group line
 * showing its head, and when expanded its members follow. A value group is a header line followed,
 * when expanded, by all its rows.
 */
export function displayLines(order: Uint32Array, groups: readonly RowGroup[] | null, expanded: ReadonlySet<string>): DisplayLines {
  if (!groups) return { kinds: new Uint8Array(order.length), refs: order };
  let length = 0;
  for (const group of groups) {
    const single = group.head !== null && group.ids.length === 1;
    const shown = expanded.has(group.key) ? group.ids.length - (group.head === null ? 0 : 1) : 0;
    length += single ? 1 : 1 + shown;
  }
  const kinds = new Uint8Array(length);
  const refs = new Uint32Array(length);
  let at = 0;
  groups.forEach((group, index) => {
    if (group.head !== null && group.ids.length === 1) {
      kinds[at] = LINE_ROW;
      refs[at++] = group.head;
      return;
    }
    kinds[at] = LINE_GROUP;
    refs[at++] = index;
    if (!expanded.has(group.key)) return;
    const members = group.head === null ? group.ids : group.ids.subarray(1);
    kinds.fill(LINE_MEMBER, at, at + members.length);
    refs.set(members, at);
    at += members.length;
  });
  return { kinds, refs };
}
