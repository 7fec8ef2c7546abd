/**
 * Collation ranks of a text column: one `Intl.Collator('de')` order of the distinct texts per column and
 * store, after which every sort by that column is a radix sort of integers. Texts the collator calls
 * equal share a rank, so a stable sort keeps them in their incoming order exactly as `compareText` does.
 */
import { primaryKey } from './collation-keys.ts';
import { memoised, type ColumnStore } from './column-store.ts';

const collator = new Intl.Collator('de');
const isFloat64Array = (value: unknown): value is Float64Array => value instanceof Float64Array;

/**
 * The distinct texts in collator order. Texts with a primary key (collation-keys.ts) are ordered by it,
 * the collator breaking only ties of accent and case: a string comparison instead of a collator call
 * for almost every pair. The other texts are sorted by the collator and put in place by binary search,
 * unless there are so many that one collator sort of everything costs less. `keys[i]` is the key of
 * `distinct[i]` or null; the answer lists indices into `distinct`.
 */
function collated(distinct: readonly string[], keys: readonly (string | null)[]): number[] {
  const keyed: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < distinct.length; i++) (keys[i] === null ? rest : keyed).push(i);
  const byCollator = (a: number, b: number): number => collator.compare(distinct[a] ?? '', distinct[b] ?? '');
  if (rest.length * 16 > distinct.length) return Array.from(distinct, (_, i) => i).sort(byCollator);
  keyed.sort((a, b) => {
    const x = keys[a] ?? '';
    const y = keys[b] ?? '';
    return x < y ? -1 : x > y ? 1 : byCollator(a, b);
  });
  if (rest.length === 0) return keyed;
  rest.sort(byCollator);
  const merged: number[] = [];
  let from = 0;
  for (const index of rest) {
    // The first keyed text after this one; texts the collator calls equal share a rank on either side.
    let lo = from;
    let hi = keyed.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (byCollator(keyed[mid] ?? 0, index) <= 0) lo = mid + 1;
      else hi = mid;
    }
    for (let i = from; i < lo; i++) merged.push(keyed[i] ?? 0);
    merged.push(index);
    from = lo;
  }
  for (let i = from; i < keyed.length; i++) merged.push(keyed[i] ?? 0);
  return merged;
}

/** A missing or empty text has no rank (NaN): it sorts last in both directions, as in the domain. */
export function rankTexts(texts: readonly (string | null | undefined)[]): Float64Array {
  // One hash lookup per text: its index among the distinct texts, -1 for a missing or empty one.
  const indexOf = new Map<string, number>();
  const distinct: string[] = [];
  const textIndex = new Int32Array(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i];
    if (t === null || t === undefined || t === '') {
      textIndex[i] = -1;
      continue;
    }
    let index = indexOf.get(t);
    if (index === undefined) {
      index = distinct.length;
      indexOf.set(t, index);
      distinct.push(t);
    }
    textIndex[i] = index;
  }
  const keys = distinct.map(primaryKey);
  const ordered = collated(distinct, keys);
  const rankOf = new Float64Array(distinct.length);
  let rank = 0;
  for (let i = 0; i < ordered.length; i++) {
    const current = ordered[i] ?? 0;
    if (i > 0) {
      const previous = ordered[i - 1] ?? 0;
      const x = keys[previous] ?? null;
      const y = keys[current] ?? null;
      // Different primary keys differ for the collator too; only otherwise is it asked.
      if ((x !== null && y !== null && x !== y) || collator.compare(distinct[previous] ?? '', distinct[current] ?? '') !== 0) rank++;
    }
    rankOf[current] = rank;
  }
  const ranks = new Float64Array(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const index = textIndex[i] ?? -1;
    ranks[i] = index < 0 ? Number.NaN : (rankOf[index] ?? Number.NaN);
  }
  return ranks;
}

export function collationRanks(store: ColumnStore, key: string, texts: () => readonly (string | null)[]): Float64Array {
  return memoised(store, `ranks:${key}`, () => rankTexts(texts()), isFloat64Array);
}

/** A text column's ranks not built yet: what a sort needs to build them for all rows or for some. */
export interface LazyRanks {
  key: string;
  texts: () => readonly (string | null)[];
}

/**
 * Below this share of the rows, a sort collates only the rows it sorts: the first sort by keyword
 * after a filter that lets 126,000 of 1,000,000 rows through collated all 1,000,000 (1.9 s).
 */
const SUBSET_SHARE = 4;

/**
 * The collation ranks of the texts of `order`, by position in `order` when the column's ranks are not
 * built and `order` is a small part of the rows, else by row id (and built for all rows, once).
 * Ranks of a part order its texts exactly as ranks of all rows do (the same collator, ties shared),
 * so a stable sort by either gives the same order; columnar-sort.test.ts proves it.
 */
export function ranksFor(store: ColumnStore, lazy: LazyRanks, order: Uint32Array): { ranks: Float64Array; byPosition: boolean } {
  const built = store.derived.get(`ranks:${lazy.key}`);
  if (built instanceof Float64Array || order.length * SUBSET_SHARE >= store.size) {
    return { ranks: collationRanks(store, lazy.key, lazy.texts), byPosition: false };
  }
  const texts = lazy.texts();
  const part = new Array<string | null>(order.length);
  for (let i = 0; i < order.length; i++) part[i] = texts[order[i] ?? 0] ?? null;
  return { ranks: rankTexts(part), byPosition: true };
}
