/**
 * Sorting by any column over the column store, with the domain's comparators (src/domain/sorting.ts)
 * as the reference: numbers by their key column, text by collation rank, both stable with missing
 * values last in both directions. columnar-sort.test.ts proves the result equal to `sortRows`.
 */
import { customSortKey, fieldByName } from '../../domain/keyword-fields.ts';
import { chainedComparator, columnComparator, stableSort, type ColumnSort, type SortColumn } from '../../domain/sorting.ts';
import { fieldRanksKey, ranksFor, type LazyRanks } from './collation-ranks.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { customColumn, mapRows, memoised, rowAt, monthColumn, numberColumn, textColumn, type ColumnStore } from './column-store.ts';
import { sortIdsByKey } from './float-radix-sort.ts';

export type SortSpec = ColumnSort;

type CustomKind = 'number' | 'text' | 'mixed';
const isCustomKind = (value: unknown): value is CustomKind => value === 'number' || value === 'text' || value === 'mixed';

/**
 * How the domain compares a custom column: numbers only (besides empties) compare as numbers, texts
 * only as text. A NaN beside an empty, or numbers beside texts, make the domain's comparator depend on
 * each pair, so such a column is sorted with that comparator itself.
 */
function customKind(store: ColumnStore, name: string): CustomKind {
  return memoised(
    store,
    `custom-kind:${name}`,
    () => {
      const values = customColumn(store, name);
      let numbers = 0;
      let texts = 0;
      let nulls = 0;
      let nan = false;
      for (const v of values) {
        if (v === null) nulls++;
        else if (typeof v === 'number') {
          numbers++;
          if (Number.isNaN(v)) nan = true;
        } else texts++;
      }
      if (texts === 0 && !(nan && nulls > 0)) return 'number';
      if (numbers === 0) return 'text';
      return 'mixed';
    },
    isCustomKind,
  );
}

const isKeys = (value: unknown): value is Float64Array | null => value === null || value instanceof Float64Array;

/**
 * The sort numbers a screen put beside its custom column (customSortKey): the keys when every row has
 * one, null when some rows have one (the domain comparator decides pair by pair), undefined when none has.
 */
function customSortKeys(store: ColumnStore, name: string): Float64Array | null | undefined {
  const keys = memoised(
    store,
    `custom-sort-key:${name}`,
    () => {
      const found = mapRows(store, (row) => customSortKey(row, name));
      const given = found.filter((k) => k !== undefined).length;
      if (given === 0) return null;
      return given === found.length ? Float64Array.from(found, (k) => k ?? Number.NaN) : new Float64Array(0);
    },
    isKeys,
  );
  if (keys === null) return undefined;
  return keys.length === store.size ? keys : null;
}

/**
 * The key column a sort reads, NaN for a missing value; a text column's ranks still to be built; null
 * when only the domain comparator will do.
 */
function sortKeys(store: ColumnStore, column: SortColumn): Float64Array | LazyRanks | null {
  if (typeof column === 'object') {
    if ('month' in column) return monthColumn(store, column.month);
    const name = column.custom;
    const given = customSortKeys(store, name);
    if (given !== undefined) return given;
    const kind = customKind(store, name);
    if (kind === 'mixed') return null;
    if (kind === 'number') {
      return memoised(
        store,
        `custom-sort-number:${name}`,
        () => Float64Array.from(customColumn(store, name), (v) => (typeof v === 'number' ? v : Number.NaN)),
        (value: unknown): value is Float64Array => value instanceof Float64Array,
      );
    }
    return { key: `custom:${name}`, texts: () => customColumn(store, name).map((v) => (v === null ? null : String(v))) };
  }
  const field = fieldByName(column);
  if (!field) throw new RangeError(`unknown column ${column}`);
  if (field.kind === 'text' && column !== 'serp_items' && column !== 'season') {
    return { key: fieldRanksKey(field.id), texts: () => textColumn(store, field.id) };
  }
  return numberColumn(store, field.id);
}

/** `order` stably sorted by a key column, or by a text column's ranks of only the rows of `order`. */
function sortByKeys(store: ColumnStore, order: Uint32Array, keys: Float64Array | LazyRanks, sort: SortSpec): Uint32Array {
  if (keys instanceof Float64Array) return sortIdsByKey(order, keys, sort.direction);
  const { ranks, byPosition } = ranksFor(store, keys, order);
  if (!byPosition) return sortIdsByKey(order, ranks, sort.direction);
  const positions = new Uint32Array(order.length);
  for (let i = 0; i < positions.length; i++) positions[i] = i;
  const sorted = sortIdsByKey(positions, ranks, sort.direction);
  for (let i = 0; i < sorted.length; i++) sorted[i] = order[sorted[i] ?? 0] ?? 0;
  return sorted;
}

/** `order` sorted by the domain's comparator, each row built once rather than at every comparison. */
function sortByComparator(store: ColumnStore, order: Uint32Array, compare: (a: KeywordRow, b: KeywordRow) => number): Uint32Array {
  const rows = Array.from(order, (id) => rowAt(store, id));
  const positions = stableSort(Array.from(rows.keys()), (a, b) => {
    const x = rows[a];
    const y = rows[b];
    return x === undefined || y === undefined ? 0 : compare(x, y);
  });
  return Uint32Array.from(positions, (position) => order[position] ?? 0);
}

/** `order` sorted by the column; ties keep their order in `order`. */
export function sortIds(store: ColumnStore, order: Uint32Array, sort: SortSpec): Uint32Array {
  const keys = sortKeys(store, sort.column);
  if (keys) return sortByKeys(store, order, keys, sort);
  return sortByComparator(store, order, columnComparator(sort.column, sort.direction));
}

/**
 * `order` sorted by several columns (`sortRowsBy` in the domain): one stable radix pass per column from
 * the last to the first, so each column only reorders the ties of the ones before it. A column only the
 * domain comparator can order (a custom column of numbers and texts, whose comparator is not transitive)
 * sorts the whole list with the domain's chained comparator, as the reference does. No columns: `order`.
 */
export function sortIdsBy(store: ColumnStore, order: Uint32Array, sorts: readonly SortSpec[]): Uint32Array {
  const keys = sorts.map((sort) => sortKeys(store, sort.column));
  if (keys.some((k) => k === null)) {
    return sortByComparator(store, order, chainedComparator(sorts));
  }
  let sorted = order;
  for (let i = sorts.length - 1; i >= 0; i--) {
    const key = keys[i];
    const sort = sorts[i];
    if (key && sort) sorted = sortByKeys(store, sorted, key, sort);
  }
  return sorted;
}
