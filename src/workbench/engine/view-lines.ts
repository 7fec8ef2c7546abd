/** From display lines to rows and back: what Shift+arrow selects, and where a row is shown after a sort. */
import { LINE_GROUP, LINE_MEMBER, LINE_ROW } from './display-lines.ts';
import type { View } from './view.ts';

/**
 * The row ids of lines `from` to `to` inclusive, in either order and clipped to the view, each once;
 * a group line stands for all its rows, so an expanded group's members in the range add nothing more.
 */
export function idsOfLines(view: View, from: number, to: number): number[] {
  const { kinds, refs } = view.lines;
  const first = Math.max(0, Math.floor(Math.min(from, to)));
  const last = Math.min(kinds.length - 1, Math.floor(Math.max(from, to)));
  const ids = new Set<number>();
  for (let line = first; line <= last; line++) {
    const ref = refs[line] ?? 0;
    const group = kinds[line] === LINE_GROUP ? view.groups?.[ref] : undefined;
    if (group) for (const id of group.ids) ids.add(id);
    else ids.add(ref);
  }
  return [...ids];
}

/**
 * The line showing row `id`, or -1 when no line does (filtered out, or not loaded). A row inside a
 * collapsed group, and the head of any duplicate group, are shown by their group line.
 */
export function lineOf(view: View, id: number): number {
  const { kinds, refs } = view.lines;
  for (let line = 0; line < kinds.length; line++) {
    const kind = kinds[line];
    if ((kind === LINE_ROW || kind === LINE_MEMBER) && refs[line] === id) return line;
  }
  const groups = view.groups ?? [];
  const index = groups.findIndex((group) => group.ids.includes(id));
  if (index < 0) return -1;
  for (let line = 0; line < kinds.length; line++) if (kinds[line] === LINE_GROUP && refs[line] === index) return line;
  return -1;
}
