/**
 * The rows of a store, read one at a time. Rows that arrived packed (packed-rows.ts) stay packed in the
 * worker, and a row object is built only when something asks for it: a million rows held as objects,
 * each with its list of monthly objects, took about 500 MB and most of a load to build (issue 15).
 * A built row is a fresh object each time; nothing in the engine relies on a row's identity.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { unpackVolumes, volumesFit } from './packed-volumes.ts';
import type { PackedColumn, PackedRows } from './packed-rows.ts';

export interface RowTable {
  readonly size: number;
  /** Row `id`; a RangeError outside the table. */
  row(id: number): KeywordRow;
  /** `row(id).keyword` without building the row. */
  keyword(id: number): string;
  /** `row(id)[key]` without building the whole row. */
  value(id: number, key: string): unknown;
  /** Every row's `key` where it is a finite number, NaN elsewhere; read from the column where the rows are packed. */
  numbers(key: string): Float64Array;
  /** Key `key` of every row as one packed column, when every row is in the columns and unedited; else null. */
  packedColumn(key: string): PackedColumn | null;
}

const finiteOrNaN = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);

/** `numbers` by reading one value at a time. */
function numbersByValue(table: Pick<RowTable, 'size' | 'value'>, key: string): Float64Array {
  const numbers = new Float64Array(table.size);
  for (let id = 0; id < numbers.length; id++) numbers[id] = finiteOrNaN(table.value(id, key));
  return numbers;
}

function outside(id: number): RangeError {
  return new RangeError(`no row with id ${id}`);
}

/** Rows held as the objects they are. */
export function arrayTable(rows: readonly KeywordRow[]): RowTable {
  const row = (id: number): KeywordRow => {
    const found = rows[id];
    if (found === undefined) throw outside(id);
    return found;
  };
  const table = { size: rows.length, row, keyword: (id: number) => row(id).keyword, value: (id: number, key: string): unknown => Reflect.get(row(id), key) };
  return { ...table, numbers: (key) => numbersByValue(table, key), packedColumn: () => null };
}

function columnLength(column: PackedColumn): number {
  if (column.kind === 'volumes') return column.volumes.starts.length - 1;
  return column.kind === 'text' ? column.ends.length : column.values.length;
}

type TextPacking = PackedColumn & { kind: 'text' };

function textsFit({ joined, ends, nulls }: TextPacking): boolean {
  if (typeof joined !== 'string' || nulls.length !== ends.length) return false;
  for (let i = 1; i < ends.length; i++) if ((ends[i] ?? 0) < (ends[i - 1] ?? 0)) return false;
  return (ends.length === 0 ? 0 : (ends[ends.length - 1] ?? 0)) === joined.length;
}

/** Text `at` of a joined text column: one slice, so showing a row never splits a whole column. */
function textAt({ joined, ends, nulls }: TextPacking, at: number): string | null {
  return nulls[at] === 1 ? null : joined.slice(at === 0 ? 0 : (ends[at - 1] ?? 0), ends[at] ?? 0);
}

const isRow = (value: Record<string, unknown>): value is Record<string, unknown> & KeywordRow => typeof value.keyword === 'string';

/** Whether the parts of a message fit together; a malformed message is refused, not a crash later. */
function fits({ size, keys, columns, otherAt, others }: PackedRows): boolean {
  const count = size - others.length;
  return (
    otherAt.length === others.length &&
    columns.length === keys.length &&
    !keys.includes('__proto__') &&
    columns.every(
      (column) =>
        columnLength(column) === count &&
        (column.kind !== 'volumes' || volumesFit(column.volumes, count)) &&
        (column.kind !== 'text' || textsFit(column)),
    ) &&
    otherAt.every((position, i) => position < size && (i === 0 || position > (otherAt[i - 1] ?? 0)))
  );
}

/**
 * Where row `id` lives: its index in the columns (0 or more), or `-(k + 1)` for the k-th other row.
 * Null when every row is in the columns, the usual case, so the id is the index.
 */
function slotsOf({ size, otherAt }: PackedRows): Int32Array | null {
  if (otherAt.length === 0) return null;
  const slots = new Int32Array(size);
  let other = 0;
  let at = 0;
  for (let i = 0; i < size; i++) slots[i] = otherAt[other] === i ? -(++other) : at++;
  return slots;
}

/** Rows built from their packed columns when asked for. A message that does not fit together is refused. */
export function packedTable(packed: PackedRows): RowTable {
  if (!fits(packed)) throw new RangeError('packed rows do not fit together');
  const { size, keys, columns, others } = packed;
  const keywordAt = keys.indexOf('keyword');
  const keywordColumn = columns[keywordAt];
  if (columns.length > 0 && (keywordColumn?.kind !== 'text' || keywordColumn.nulls.includes(1))) throw new RangeError('packed rows without a keyword');
  const valueAt = (k: number, at: number): unknown => {
    const column = columns[k];
    switch (column?.kind) {
      case undefined:
        return undefined;
      case 'number':
        return column.nulls[at] === 1 ? null : column.values[at];
      case 'volumes':
        return unpackVolumes(column.volumes, at);
      case 'text':
        return textAt(column, at);
      case 'value':
        return column.values[at];
    }
  };
  const slots = slotsOf(packed);
  // Objects given their keys one by one through computed names fall into V8's slow dictionary mode past
  // a dozen keys: every row is a copy of a template made by JSON.parse, whose objects have fast
  // properties, and then only has its values replaced.
  const template: unknown = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null]))));
  const base: Record<string, unknown> = typeof template === 'object' && template !== null ? { ...template } : {};
  const slotOf = (id: number): number => {
    if (!Number.isInteger(id) || id < 0 || id >= size) throw outside(id);
    return slots === null ? id : (slots[id] ?? 0);
  };
  const value = (id: number, key: string): unknown => {
    const slot = slotOf(id);
    if (slot < 0) return Reflect.get(others[-slot - 1] ?? {}, key);
    return valueAt(keys.indexOf(key), slot);
  };
  return {
    size,
    value,
    packedColumn: (key) => (slots === null ? (columns[keys.indexOf(key)] ?? null) : null),
    numbers(key) {
      const column = columns[keys.indexOf(key)];
      if (slots !== null || column?.kind !== 'number') return numbersByValue({ size, value }, key);
      // The packed numbers as they are, NaN where null or not finite: no row is built.
      const numbers = new Float64Array(size);
      const { values, nulls } = column;
      for (let i = 0; i < size; i++) numbers[i] = nulls[i] === 1 ? Number.NaN : finiteOrNaN(values[i]);
      return numbers;
    },
    row(id) {
      const slot = slotOf(id);
      const other = slot < 0 ? others[-slot - 1] : undefined;
      if (other !== undefined) return other;
      const built: Record<string, unknown> = { ...base };
      for (let k = 0; k < keys.length; k++) built[keys[k] ?? ''] = valueAt(k, slot);
      if (!isRow(built)) throw new RangeError('packed rows without a keyword');
      return built;
    },
    keyword(id) {
      const slot = slotOf(id);
      if (slot < 0) return others[-slot - 1]?.keyword ?? '';
      const keyword = valueAt(keywordAt, slot);
      return typeof keyword === 'string' ? keyword : '';
    },
  };
}

interface OverriddenTable extends RowTable {
  readonly base: RowTable;
  readonly overrides: ReadonlyMap<number, KeywordRow>;
}

const isOverridden = (table: RowTable): table is OverriddenTable => 'base' in table && 'overrides' in table;

/** `table` with some rows replaced (a custom value edited in the worker); edit after edit stays one layer deep. */
export function overriddenTable(table: RowTable, overrides: ReadonlyMap<number, KeywordRow>): RowTable {
  const base = isOverridden(table) ? table.base : table;
  const merged = isOverridden(table) ? new Map([...table.overrides, ...overrides]) : overrides;
  const value = (id: number, key: string): unknown => {
    const row = merged.get(id);
    return row === undefined ? base.value(id, key) : Reflect.get(row, key);
  };
  const layer: OverriddenTable = {
    base,
    overrides: merged,
    size: base.size,
    row: (id) => merged.get(id) ?? base.row(id),
    keyword: (id) => merged.get(id)?.keyword ?? base.keyword(id),
    value,
    packedColumn: (key) => (merged.size === 0 ? base.packedColumn(key) : null),
    numbers(key) {
      const numbers = base.numbers(key);
      for (const [id, row] of merged) numbers[id] = finiteOrNaN(Reflect.get(row, key));
      return numbers;
    },
  };
  return layer;
}

/** Every row of the table, built: for an answer that hands all rows out, and for tests. */
export function tableRows(table: RowTable): KeywordRow[] {
  const rows: KeywordRow[] = [];
  for (let i = 0; i < table.size; i++) rows.push(table.row(i));
  return rows;
}

/** The rows again, built (the page's side of an answer that hands rows out). A message that does not fit together is refused. */
export function unpackRows(packed: PackedRows): KeywordRow[] {
  return tableRows(packedTable(packed));
}
