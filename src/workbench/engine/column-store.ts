/** Keyword rows held column-wise: the engine filters, sorts and groups over these columns, never over row objects. */
import { customValue, FIELD_IDS, fieldById, monthlyValue, type FieldId } from '../../domain/keyword-fields.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { candidateColumns, packedCandidateColumns, packedCandidateColumnsInSteps, type CandidateColumns } from './candidate-columns.ts';
import { arrayTable, type RowTable } from './row-table.ts';

/** A text column as the domain reads it: `null` where the row has no value. */
export type TextColumn = readonly (string | null)[];
export type CustomColumn = readonly (string | number | null)[];

/**
 * The loaded rows and their columns. A row's id is its index at load time; ids never change, which is
 * what lets a selection survive every filter and sort. Derived columns (folded text, collation ranks,
 * month and custom columns) are built on first use and memoised in `derived`, because most views
 * never touch most of them and building all of them for 1,000,000 rows would dominate the load.
 */
export interface ColumnStore {
  readonly size: number;
  /** The rows, built one at a time when read (row-table.ts). */
  readonly table: RowTable;
  readonly derived: Map<string, unknown>;
}

/**
 * The store of `rows`. It builds nothing up front: every column, numbers included, is derived on first
 * use or by the warm-up after a load (warm-up.ts), and a packed table gives its number columns without
 * building a row.
 */
export function loadColumnStore(rows: readonly KeywordRow[] | RowTable): ColumnStore {
  const table = 'row' in rows ? rows : arrayTable(rows);
  return { size: table.size, table, derived: new Map() };
}

/** Every row's `read(row)`, each row built once for it. */
export function mapRows<T>(store: ColumnStore, read: (row: KeywordRow) => T): T[] {
  const values: T[] = [];
  for (let i = 0; i < store.size; i++) values.push(read(store.table.row(i)));
  return values;
}

/** Builds a derived column once per store; `build` must be a pure function of the rows. */
export function memoised<T>(store: ColumnStore, key: string, build: () => T, isT: (value: unknown) => value is T): T {
  const cached = store.derived.get(key);
  if (cached !== undefined && isT(cached)) return cached;
  const value = build();
  store.derived.set(key, value);
  return value;
}

const isFloat64Array = (value: unknown): value is Float64Array => value instanceof Float64Array;
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isTextColumn = (value: unknown): value is TextColumn => isArray(value);
const isCustomColumn = (value: unknown): value is CustomColumn => isArray(value);

/** `field.number(row)` of every row, NaN where the domain reads null. */
export function numberColumn(store: ColumnStore, id: FieldId): Float64Array {
  return memoised(
    store,
    `number:${id}`,
    () => {
      const field = fieldById(id);
      if (!field) throw new RangeError(`no number column for field ${id}`);
      // A text field without numbers (keyword, category, intent) reads as all missing to a number filter.
      if (!field.hasNumbers) return new Float64Array(store.size).fill(Number.NaN);
      if (field.numberKey !== undefined) return store.table.numbers(field.numberKey);
      return Float64Array.from(mapRows(store, (row) => field.number(row) ?? Number.NaN));
    },
    isFloat64Array,
  );
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value);

/** Every row's keyword, read without building rows; the keyword text column and the candidates share it. */
export function keywordColumn(store: ColumnStore): readonly string[] {
  return memoised(
    store,
    'keywords',
    () => {
      const keywords: string[] = [];
      for (let i = 0; i < store.size; i++) keywords.push(store.table.keyword(i));
      return keywords;
    },
    isStringArray,
  );
}

/**
 * `keywordColumn` built in steps of `rowsPerStep` rows, for the warm-up: cutting a million keywords
 * out of their joined string is half a second, too long for one task. Steps after the column exists
 * (a request built it meanwhile) do nothing.
 */
export function keywordColumnSteps(store: ColumnStore, rowsPerStep: number): (() => void)[] {
  const keywords: string[] = [];
  const steps: (() => void)[] = [];
  for (let from = 0; from < store.size; from += rowsPerStep) {
    steps.push(() => {
      if (store.derived.has('keywords')) return;
      const to = Math.min(store.size, from + rowsPerStep);
      for (let i = from; i < to; i++) keywords.push(store.table.keyword(i));
      if (to === store.size) memoised(store, 'keywords', () => keywords, isStringArray);
    });
  }
  return steps;
}

const isCandidates = (value: unknown): value is CandidateColumns => typeof value === 'object' && value !== null && 'cpcKinds' in value;

/** What duplicate grouping compares (candidate-columns.ts), built on the first grouping or by the warm-up. */
export function candidatesOf(store: ColumnStore): CandidateColumns {
  return memoised(
    store,
    'candidates',
    () => packedCandidateColumns(store.table, keywordColumn(store)) ?? candidateColumns(store.table),
    isCandidates,
  );
}

/** `candidatesOf` for the warm-up, in slices when the rows came packed; nothing when a request built them meanwhile. */
export function* candidatesInSteps(store: ColumnStore): Generator<void, void> {
  if (store.derived.has('candidates')) return;
  const packed = yield* packedCandidateColumnsInSteps(store.table, keywordColumn(store));
  if (!store.derived.has('candidates')) store.derived.set('candidates', packed ?? candidateColumns(store.table));
}

export function textColumn(store: ColumnStore, id: FieldId): TextColumn {
  return memoised(
    store,
    `text:${id}`,
    () => {
      const field = fieldById(id);
      if (!field) throw new RangeError(`unknown field ${id}`);
      return field.id === FIELD_IDS.keyword ? keywordColumn(store) : mapRows(store, (row) => field.text(row));
    },
    isTextColumn,
  );
}

/** A monthly volume column keyed `YYYYMM`, NaN where the month is missing. */
export function monthColumn(store: ColumnStore, key: string): Float64Array {
  return memoised(
    store,
    `month:${key}`,
    () => Float64Array.from(mapRows(store, (row) => monthlyValue(row, key) ?? Number.NaN)),
    isFloat64Array,
  );
}

export function customColumn(store: ColumnStore, name: string): CustomColumn {
  return memoised(store, `custom:${name}`, () => mapRows(store, (row) => customValue(row, name)), isCustomColumn);
}

export function rowAt(store: ColumnStore, id: number): KeywordRow {
  return store.table.row(id);
}

/** All ids in load order: the view before any filter or sort. */
export function allIds(store: ColumnStore): Uint32Array {
  const ids = new Uint32Array(store.size);
  for (let i = 0; i < ids.length; i++) ids[i] = i;
  return ids;
}
