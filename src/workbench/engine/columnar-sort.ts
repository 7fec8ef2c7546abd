/**
 * Sorting by any column over the column store, with the domain's comparators (src/domain/sorting.ts)
 * as the reference: numbers by their key column, text by collation rank, both stable with missing
 * values last in both directions. columnar-sort.test.ts proves the result equal to `sortRows`.
 */
import { fieldByName } from '../../domain/keyword-fields.ts';
import { columnComparator, stableSort, type SortColumn, type SortDirection } from '../../domain/sorting.ts';
import { collationRanks } from './collation-ranks.ts';
import { customColumn, memoised, rowAt, monthColumn, numberColumn, textColumn, type ColumnStore } from './column-store.ts';
import { sortIdsByKey } from './float-radix-sort.ts';

export interface SortSpec {
  column: SortColumn;
  direction: SortDirection;
}

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

/** The key column a sort reads, NaN for a missing value; null when only the domain comparator will do. */
function sortKeys(store: ColumnStore, column: SortColumn): Float64Array | null {
  if (typeof column === 'object') {
    if ('month' in column) return monthColumn(store, column.month);
    const name = column.custom;
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
    return collationRanks(store, `custom:${name}`, () => customColumn(store, name).map((v) => (v === null ? null : String(v))));
  }
  const field = fieldByName(column);
  if (!field) throw new RangeError(`unknown column ${column}`);
  if (field.kind === 'text' && column !== 'serp_items' && column !== 'season') {
    return collationRanks(store, `field:${field.id}`, () => textColumn(store, field.id));
  }
  return numberColumn(store, field.id);
}

/** `order` sorted by the column; ties keep their order in `order`. */
export function sortIds(store: ColumnStore, order: Uint32Array, sort: SortSpec): Uint32Array {
  const keys = sortKeys(store, sort.column);
  if (keys) return sortIdsByKey(order, keys, sort.direction);
  const compare = columnComparator(sort.column, sort.direction);
  return Uint32Array.from(stableSort(Array.from(order), (a, b) => compare(rowAt(store, a), rowAt(store, b))));
}
