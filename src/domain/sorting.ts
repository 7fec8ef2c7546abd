/** Sorting comparators for the keyword columns (SPEC §3). */
import type { KeywordRow } from './keyword-row';
import { customSortKey, customValue, fieldByName, monthlyValue, type FieldName } from './keyword-fields';

export type SortDirection = 'asc' | 'desc';
export type Comparator<T> = (a: T, b: T) => number;

/** A keyword column, a monthly volume column by key `YYYYMM`, or a custom column by name. */
export type SortColumn = FieldName | { month: string } | { custom: string };

const collator = new Intl.Collator('de');

const missingNumber = (v: number | null | undefined): v is null | undefined =>
  v === null || v === undefined || Number.isNaN(v);

/** Numbers; a missing value (null, undefined, NaN) sorts last in both directions. */
export function compareNumbers(a: number | null | undefined, b: number | null | undefined, direction: SortDirection): number {
  const am = missingNumber(a);
  const bm = missingNumber(b);
  if (am || bm) return am === bm ? 0 : am ? 1 : -1;
  const d = a < b ? -1 : a > b ? 1 : 0;
  return direction === 'asc' ? d : -d;
}

/** Text with `Intl.Collator('de')`. Choice: a missing or empty text also sorts last in both directions. */
export function compareText(a: string | null | undefined, b: string | null | undefined, direction: SortDirection): number {
  const am = a === null || a === undefined || a === '';
  const bm = b === null || b === undefined || b === '';
  if (am || bm) return am === bm ? 0 : am ? 1 : -1;
  const d = collator.compare(a, b);
  return direction === 'asc' ? d : -d;
}

/**
 * The comparator of a column.
 * Choices: custom columns sort by their sort numbers when a row carries one (customSortKey), else as
 * numbers when both values are numbers, otherwise as text;
 * `categories`, `serp_items` (count) and `season` (first month) follow keyword-fields.ts.
 */
export function columnComparator(column: SortColumn, direction: SortDirection): Comparator<KeywordRow> {
  if (typeof column === 'object') {
    if ('month' in column) {
      const key = column.month;
      return (a, b) => compareNumbers(monthlyValue(a, key), monthlyValue(b, key), direction);
    }
    const name = column.custom;
    return (a, b) => {
      const kx = customSortKey(a, name);
      const ky = customSortKey(b, name);
      if (kx !== undefined || ky !== undefined) return compareNumbers(kx ?? null, ky ?? null, direction);
      const x = customValue(a, name);
      const y = customValue(b, name);
      if (typeof x === 'number' && typeof y === 'number') return compareNumbers(x, y, direction);
      return compareText(x === null ? null : String(x), y === null ? null : String(y), direction);
    };
  }
  const field = fieldByName(column);
  if (!field) throw new RangeError(`unknown column ${column}`);
  if (field.kind === 'text' && column !== 'serp_items' && column !== 'season') {
    return (a, b) => compareText(field.text(a), field.text(b), direction);
  }
  return (a, b) => compareNumbers(field.number(a), field.number(b), direction);
}

/** A stable sort into a new array: rows that compare equal keep their order. */
export function stableSort<T>(items: readonly T[], compare: Comparator<T>): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((x, y) => compare(x.item, y.item) || x.index - y.index)
    .map(({ item }) => item);
}

export function sortRows(rows: readonly KeywordRow[], column: SortColumn, direction: SortDirection): KeywordRow[] {
  return stableSort(rows, columnComparator(column, direction));
}

/** One column of a sort by several columns. */
export interface ColumnSort {
  column: SortColumn;
  direction: SortDirection;
}

/**
 * The comparator of a sort by several columns: the first column decides, each next one only breaks the
 * ties of those before it. No columns compare every pair equal (load order).
 */
export function chainedComparator(sorts: readonly ColumnSort[]): Comparator<KeywordRow> {
  const comparators = sorts.map((s) => columnComparator(s.column, s.direction));
  return (a, b) => {
    for (const compare of comparators) {
      const d = compare(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };
}

/** The reference sort by several columns: stable, so rows equal in every column keep their order. */
export function sortRowsBy(rows: readonly KeywordRow[], sorts: readonly ColumnSort[]): KeywordRow[] {
  return stableSort(rows, chainedComparator(sorts));
}
