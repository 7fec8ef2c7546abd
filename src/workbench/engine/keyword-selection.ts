/** Carrying a selection over new rows for the same table (`replaceRows`): ids change, keywords do not. */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { Selection } from './selection.ts';

/** The ids in `next` of every row whose keyword a selected row of `previous` has; a keyword twice in `next` is selected twice. */
export function selectionByKeyword(previous: readonly KeywordRow[], selection: Selection, next: readonly KeywordRow[]): Selection {
  if (selection.size === 0) return selection;
  const keywords = new Set<string>();
  for (const id of selection) {
    const row = previous[id];
    if (row) keywords.add(row.keyword);
  }
  const ids = new Set<number>();
  next.forEach((row, id) => {
    if (keywords.has(row.keyword)) ids.add(id);
  });
  return ids;
}
