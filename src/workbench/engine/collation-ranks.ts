/**
 * Collation ranks of a text column: one `Intl.Collator('de')` sort of the distinct texts per column and
 * store, after which every sort by that column is a radix sort of integers. Texts the collator calls
 * equal share a rank, so a stable sort keeps them in their incoming order exactly as `compareText` does.
 */
import { memoised, type ColumnStore } from './column-store.ts';

const collator = new Intl.Collator('de');
const isFloat64Array = (value: unknown): value is Float64Array => value instanceof Float64Array;

/** A missing or empty text has no rank (NaN): it sorts last in both directions, as in the domain. */
export function rankTexts(texts: readonly (string | null | undefined)[]): Float64Array {
  const distinct = [...new Set(texts)].filter((t): t is string => t !== null && t !== undefined && t !== '');
  distinct.sort(collator.compare);
  const rankOf = new Map<string, number>();
  let rank = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1] ?? '', text) !== 0) rank++;
    rankOf.set(text, rank);
  });
  return Float64Array.from(texts, (t) => (t === null || t === undefined || t === '' ? Number.NaN : (rankOf.get(t) ?? Number.NaN)));
}

export function collationRanks(store: ColumnStore, key: string, texts: () => readonly (string | null)[]): Float64Array {
  return memoised(store, `ranks:${key}`, () => rankTexts(texts()), isFloat64Array);
}
