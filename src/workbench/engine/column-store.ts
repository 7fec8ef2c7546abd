/** Keyword rows held column-wise: the engine filters, sorts and groups over these columns, never over row objects. */
import { customValue, FIELDS, fieldById, monthlyValue, type FieldId } from '../../domain/keyword-fields.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { candidateColumns, type CandidateColumns } from './candidate-columns.ts';

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
  readonly rows: readonly KeywordRow[];
  /** `field.number(row)` of every field with numbers, NaN where the domain reads null; see numberColumn for the others. */
  readonly numbers: ReadonlyMap<FieldId, Float64Array>;
  /** What duplicate grouping compares before anything else. */
  readonly candidates: CandidateColumns;
  readonly derived: Map<string, unknown>;
}

export function loadColumnStore(rows: readonly KeywordRow[]): ColumnStore {
  const size = rows.length;
  const numbers = new Map<FieldId, Float64Array>();
  for (const field of FIELDS) {
    if (!field.hasNumbers) continue;
    // A plain loop: Float64Array.from with a map function runs the iterator protocol, four times slower.
    const column = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      const row = rows[i];
      column[i] = row === undefined ? Number.NaN : (field.number(row) ?? Number.NaN);
    }
    numbers.set(field.id, column);
  }
  return { size, rows, numbers, candidates: candidateColumns(rows), derived: new Map() };
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

export function numberColumn(store: ColumnStore, id: FieldId): Float64Array {
  const column = store.numbers.get(id);
  if (column) return column;
  // A text field without numbers (keyword, category, intent) reads as all missing to a number filter.
  if (!fieldById(id)) throw new RangeError(`no number column for field ${id}`);
  return memoised(store, `number:${id}`, () => new Float64Array(store.size).fill(Number.NaN), isFloat64Array);
}

export function textColumn(store: ColumnStore, id: FieldId): TextColumn {
  return memoised(
    store,
    `text:${id}`,
    () => {
      const field = fieldById(id);
      if (!field) throw new RangeError(`unknown field ${id}`);
      return store.rows.map((row) => field.text(row));
    },
    isTextColumn,
  );
}

/** A monthly volume column keyed `YYYYMM`, NaN where the month is missing. */
export function monthColumn(store: ColumnStore, key: string): Float64Array {
  return memoised(
    store,
    `month:${key}`,
    () => Float64Array.from(store.rows, (row) => monthlyValue(row, key) ?? Number.NaN),
    isFloat64Array,
  );
}

export function customColumn(store: ColumnStore, name: string): CustomColumn {
  return memoised(store, `custom:${name}`, () => store.rows.map((row) => customValue(row, name)), isCustomColumn);
}

export function rowAt(store: ColumnStore, id: number): KeywordRow {
  const row = store.rows[id];
  if (row === undefined) throw new RangeError(`no row with id ${id}`);
  return row;
}

/** All ids in load order: the view before any filter or sort. */
export function allIds(store: ColumnStore): Uint32Array {
  const ids = new Uint32Array(store.size);
  for (let i = 0; i < ids.length; i++) ids[i] = i;
  return ids;
}
