/**
 * Rows packed column by column for the trip to the worker. postMessage clones object by object and
 * property by property: a million rows took twenty seconds to arrive. Rows of one shape (the same keys
 * in the same order, as rows parsed from the API have) travel as one column per key instead: numbers
 * in transferred Float64Arrays, texts as one array of strings, the monthly lists in typed arrays
 * (packed-volumes.ts), anything else as an array of values. Rows of another shape travel as they are.
 * packed-rows.test.ts proves the unpacked rows equal to a structured clone of the rows, key order
 * included.
 */
import type { KeywordRow, MonthlyVolume } from '../../domain/keyword-row.ts';
import { listPackable, packVolumes, unpackVolumes, volumeBuffers, volumesFit, type PackedVolumes } from './packed-volumes.ts';

export type PackedColumn =
  | { kind: 'number'; values: Float64Array<ArrayBuffer>; nulls: Uint8Array<ArrayBuffer> }
  | { kind: 'text'; values: (string | null)[] }
  | { kind: 'volumes'; volumes: PackedVolumes }
  | { kind: 'value'; values: unknown[] };

export interface PackedRows {
  size: number;
  /** The keys of the rows in columns, in their order; column k holds key k of each such row, in row order. */
  keys: string[];
  columns: PackedColumn[];
  /** The positions of the rows of another shape, ascending, and those rows. */
  otherAt: Uint32Array<ArrayBuffer>;
  others: KeywordRow[];
}

function hasShape(row: object, keys: readonly string[]): boolean {
  if (Object.getPrototypeOf(row) !== Object.prototype) return false;
  let at = 0;
  // for-in lists own keys in Object.keys order; the prototype checked above adds no enumerable ones.
  for (const key in row) {
    if (key !== keys[at]) return false;
    at++;
  }
  return at === keys.length;
}

function packColumn(values: unknown[], key: string): PackedColumn {
  let numbers = true;
  let texts = true;
  let lists = key === 'search_volumes';
  for (let i = 0; i < values.length && (numbers || texts || lists); i++) {
    const value = values[i];
    if (typeof value !== 'number' && value !== null) numbers = false;
    if (typeof value !== 'string' && value !== null) texts = false;
    if (lists && !listPackable(value)) lists = false;
  }
  if (numbers) {
    const column = new Float64Array(values.length);
    const nulls = new Uint8Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (typeof value === 'number') column[i] = value;
      else nulls[i] = 1;
    }
    return { kind: 'number', values: column, nulls };
  }
  if (texts) return { kind: 'text', values: values.map((value) => (typeof value === 'string' ? value : null)) };
  if (lists) return { kind: 'volumes', volumes: packVolumes(values.filter((value): value is MonthlyVolume[] => Array.isArray(value))) };
  return { kind: 'value', values };
}

function columnBuffers(column: PackedColumn): ArrayBuffer[] {
  if (column.kind === 'number') return [column.values.buffer, column.nulls.buffer];
  return column.kind === 'volumes' ? volumeBuffers(column.volumes) : [];
}

export type Packing = { packed: PackedRows; transfer: ArrayBuffer[] } | null;

/** Rows looked at between two chances to pause. */
const ROWS_PER_STEP = 2_000;

/**
 * The packing, in steps: it yields every few thousand rows and after each column, so the page can
 * pause between steps (packRowsInSlices) instead of packing 100,000 rows in one 300 ms task.
 */
function* packing(rows: readonly KeywordRow[]): Generator<void, Packing> {
  const first = rows[0];
  if (first === undefined) return null;
  for (let i = 0; i < rows.length; i++) if (typeof rows[i] !== 'object' || rows[i] === null) return null;
  const keys = Object.keys(first);
  // Assigning `__proto__` would set the prototype instead of a key; rows without a keyword are no keyword rows.
  if (keys.includes('__proto__') || !keys.includes('keyword')) return null;
  // One array of values per key, filled a row at a time.
  const columnValues: unknown[][] = keys.map(() => []);
  const others: KeywordRow[] = [];
  const positions: number[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    if (!hasShape(row, keys)) {
      positions.push(i);
      others.push(row);
      continue;
    }
    for (let k = 0; k < keys.length; k++) columnValues[k]?.push(Reflect.get(row, keys[k] ?? ''));
  }
  const columns: PackedColumn[] = [];
  for (const [k, key] of keys.entries()) {
    yield;
    columns.push(packColumn(columnValues[k] ?? [], key));
  }
  // The worker rebuilds rows it can tell from other objects by a text keyword; other data travels as it is.
  const keywords = columns[keys.indexOf('keyword')];
  if (keywords?.kind !== 'text' || keywords.values.includes(null)) return null;
  const otherAt = Uint32Array.from(positions);
  return { packed: { size: rows.length, keys, columns, otherAt, others }, transfer: [otherAt.buffer, ...columns.flatMap(columnBuffers)] };
}

/** The rows packed, and the buffers to transfer; null when the rows are best sent as they are. */
export function packRows(rows: readonly KeywordRow[]): Packing {
  const steps = packing(rows);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `packRows` in slices of about `sliceMs`, with `pause()` between them, so no slice blocks the page
 * for long (bench/workbench-scroll.bench.ts measures the longest task while a table loads).
 */
export async function packRowsInSlices(rows: readonly KeywordRow[], pause: () => Promise<void>, sliceMs = 10, now: () => number = () => performance.now()): Promise<Packing> {
  const steps = packing(rows);
  let sliceStart = now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = now();
    }
  }
}

function columnLength(column: PackedColumn): number {
  return column.kind === 'volumes' ? column.volumes.starts.length - 1 : column.values.length;
}

function valueAt(column: PackedColumn, at: number): unknown {
  switch (column.kind) {
    case 'number':
      return column.nulls[at] === 1 ? null : column.values[at];
    case 'volumes':
      return unpackVolumes(column.volumes, at);
    case 'text':
    case 'value':
      return column.values[at];
  }
}

const isRow = (value: Record<string, unknown>): value is Record<string, unknown> & KeywordRow => typeof value.keyword === 'string';

/** The rows again, in the worker. A message that does not fit together is refused with an error. */
export function unpackRows({ size, keys, columns, otherAt, others }: PackedRows): KeywordRow[] {
  const count = size - others.length;
  const fits =
    otherAt.length === others.length &&
    columns.length === keys.length &&
    !keys.includes('__proto__') &&
    columns.every((column) => columnLength(column) === count && (column.kind !== 'volumes' || volumesFit(column.volumes, count))) &&
    otherAt.every((position, i) => position < size && (i === 0 || position > (otherAt[i - 1] ?? 0)));
  if (!fits) throw new RangeError('packed rows do not fit together');
  // Objects given their keys one by one through computed names fall into V8's slow dictionary mode past
  // a dozen keys: every row is a copy of a template made by JSON.parse, whose objects have fast
  // properties, and then only has its values replaced.
  const template: unknown = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null]))));
  const base: Record<string, unknown> = typeof template === 'object' && template !== null ? { ...template } : {};
  const rows: KeywordRow[] = [];
  let other = 0;
  let at = 0;
  for (let i = 0; i < size; i++) {
    const row = otherAt[other] === i ? others[other] : undefined;
    if (row !== undefined) {
      rows.push(row);
      other++;
      continue;
    }
    const built: Record<string, unknown> = { ...base };
    for (let k = 0; k < keys.length; k++) {
      const column = columns[k];
      if (column) built[keys[k] ?? ''] = valueAt(column, at);
    }
    at++;
    // The values are those of a KeywordRow of this shape, key for key.
    if (!isRow(built)) throw new RangeError('packed rows without a keyword');
    rows.push(built);
  }
  return rows;
}
