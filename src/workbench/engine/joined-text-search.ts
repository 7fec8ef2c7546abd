/**
 * A text filter over the keywords as one string (issue 15: the first filter as fast as the warm one).
 * Keywords travel to the worker joined (packed-rows.ts). When all of them are Latin-1, folding the
 * joined string keeps every length (such a text is its own NFC form and lowercases one character for
 * one). So the rows holding a term are found by `indexOf` over one string, and no keyword is cut out
 * or folded on its own. columnar-filter.test.ts and row-table.test.ts prove the same rows pass as
 * with the domain's per-row test.
 */
import { FIELD_IDS } from '../../domain/keyword-fields.ts';
import { memoised, type ColumnStore } from './column-store.ts';
import { isLatin1 } from './latin1-fold.ts';

export interface FoldedJoined {
  /** The folded keywords, joined. */
  text: string;
  /** Keyword i ends at `ends[i]`. */
  ends: Uint32Array;
}

interface Held {
  joined: FoldedJoined | null;
}

const isHeld = (value: unknown): value is Held => typeof value === 'object' && value !== null && 'joined' in value;

/** The folded keywords of a packed table, or null where they are not all Latin-1 or did not travel joined. */
export function foldedJoinedKeywords(store: ColumnStore): FoldedJoined | null {
  return memoised(
    store,
    `folded-joined:${FIELD_IDS.keyword}`,
    (): Held => {
      const column = store.table.packedColumn('keyword');
      if (column?.kind !== 'text' || !isLatin1(column.joined)) return { joined: null };
      const text = column.joined.toLowerCase();
      return { joined: text.length === column.joined.length ? { text, ends: column.ends } : null };
    },
    isHeld,
  ).joined;
}

/** 1 for every row whose folded text holds one of `terms` (folded, none empty) within itself, else 0. */
export function rowsHolding({ text, ends }: FoldedJoined, terms: readonly string[]): Uint8Array {
  const held = new Uint8Array(ends.length);
  for (const term of terms) {
    if (term === '') continue;
    let row = 0;
    let from = 0;
    for (;;) {
      const at = text.indexOf(term, from);
      if (at < 0) break;
      while (row < ends.length && (ends[row] ?? 0) <= at) row++;
      if (row >= ends.length) break;
      const end = ends[row] ?? 0;
      // A hit across the end of a row is no hit; the search goes on from the next character.
      if (at + term.length <= end) {
        held[row] = 1;
        from = end;
      } else from = at + 1;
    }
  }
  return held;
}
