/**
 * Rows packed column by column for the trip to the worker. postMessage clones object by object and
 * property by property: a million rows took twenty seconds to arrive. Rows of one shape (the same keys
 * in the same order, as rows parsed from the API have) travel as one column per key instead: numbers
 * in transferred Float64Arrays, texts as one joined string with their end offsets, the monthly lists
 * in typed arrays (packed-volumes.ts), anything else as an array of values. Rows of another shape
 * travel as they are. The worker keeps the columns and builds a row when asked (row-table.ts).
 * packed-rows.test.ts proves the built rows equal to a structured clone of the rows, key order
 * included.
 */
import type { KeywordRow, MonthlyVolume } from '../../domain/keyword-row.ts';
import { listPackable, packVolumes, volumeBuffers, type PackedVolumes } from './packed-volumes.ts';

export type PackedColumn =
  | { kind: 'number'; values: Float64Array<ArrayBuffer>; nulls: Uint8Array<ArrayBuffer> }
  /** The texts joined into one string: text i ends at `ends[i]`; postMessage copies one string, not a million. */
  | { kind: 'text'; joined: string; ends: Uint32Array<ArrayBuffer>; nulls: Uint8Array<ArrayBuffer> }
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

/** Rows looked at between two chances to pause. */
const ROWS_PER_STEP = 2_000;

/**
 * One key of every row as a column, read straight into its final form: numbers (and nulls) first, as
 * most columns are; then texts; then monthly lists; anything else as an array of values. An array of
 * values per key, filled first and converted after, cost a second per million rows in growth and garbage.
 */
function* packKey(rows: readonly KeywordRow[], key: string): Generator<void, PackedColumn> {
  const n = rows.length;
  const numbers = new Float64Array(n);
  const nulls = new Uint8Array(n);
  let at = 0;
  for (; at < n; at++) {
    if (at > 0 && at % ROWS_PER_STEP === 0) yield;
    const value: unknown = Reflect.get(rows[at] ?? {}, key);
    if (typeof value === 'number') numbers[at] = value;
    else if (value === null) nulls[at] = 1;
    else break;
  }
  if (at === n) return { kind: 'number', values: numbers, nulls };
  const values: unknown[] = [];
  let texts = true;
  let lists = key === 'search_volumes';
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const value: unknown = Reflect.get(rows[i] ?? {}, key);
    if (typeof value !== 'string' && value !== null) texts = false;
    if (lists && !listPackable(value)) lists = false;
    values.push(value);
  }
  if (texts) return joinTexts(values);
  if (lists) return { kind: 'volumes', volumes: packVolumes(values.filter((value): value is MonthlyVolume[] => Array.isArray(value))) };
  return { kind: 'value', values };
}

function joinTexts(values: readonly unknown[]): PackedColumn {
  const ends = new Uint32Array(values.length);
  const nulls = new Uint8Array(values.length);
  const texts: string[] = [];
  let end = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value === 'string') {
      texts.push(value);
      end += value.length;
    } else nulls[i] = 1;
    ends[i] = end;
  }
  return { kind: 'text', joined: texts.join(''), ends, nulls };
}

function columnBuffers(column: PackedColumn): ArrayBuffer[] {
  if (column.kind === 'number') return [column.values.buffer, column.nulls.buffer];
  if (column.kind === 'text') return [column.ends.buffer, column.nulls.buffer];
  return column.kind === 'volumes' ? volumeBuffers(column.volumes) : [];
}

export type Packing = { packed: PackedRows; transfer: ArrayBuffer[] } | null;

/**
 * Told the keyword column as soon as it is packed, before the other columns, when every row is in the
 * columns and has a keyword: the worker collates them meanwhile (ranks-ahead.ts). `ends` is the
 * column's own array, transferred with the rows later: copy it to send it on.
 */
export type KeywordsAhead = (joined: string, ends: Uint32Array) => void;

/**
 * The packing, in steps: it yields every few thousand rows, so the page can pause between steps
 * (packRowsInSlices) instead of packing 100,000 rows in one 300 ms task.
 */
function* packing(rows: readonly KeywordRow[], onKeywords?: KeywordsAhead): Generator<void, Packing> {
  const first = rows[0];
  if (first === undefined) return null;
  for (let i = 0; i < rows.length; i++) if (typeof rows[i] !== 'object' || rows[i] === null) return null;
  const keys = Object.keys(first);
  // Assigning `__proto__` would set the prototype instead of a key; rows without a keyword are no keyword rows.
  if (keys.includes('__proto__') || !keys.includes('keyword')) return null;
  const others: KeywordRow[] = [];
  const positions: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const row = rows[i];
    if (row !== undefined && !hasShape(row, keys)) {
      positions.push(i);
      others.push(row);
    }
  }
  const other = new Set(positions);
  const inColumns = positions.length === 0 ? rows : rows.filter((_, i) => !other.has(i));
  // The keywords first, so they can go ahead of the other columns (KeywordsAhead); each column in its key's place.
  const columns = new Array<PackedColumn>(keys.length);
  const keywordAt = keys.indexOf('keyword');
  for (const k of [keywordAt, ...Array.from(keys, (_, i) => i).filter((i) => i !== keywordAt)]) {
    yield;
    const column = yield* packKey(inColumns, keys[k] ?? '');
    columns[k] = column;
    if (k === keywordAt && positions.length === 0 && column.kind === 'text' && !column.nulls.includes(1)) onKeywords?.(column.joined, column.ends);
  }
  // The worker rebuilds rows it can tell from other objects by a text keyword; other data travels as it is.
  const keywords = columns[keys.indexOf('keyword')];
  if (keywords?.kind !== 'text' || keywords.nulls.includes(1)) return null;
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
export interface SliceOptions {
  sliceMs?: number;
  now?: () => number;
  onKeywords?: KeywordsAhead;
}

export async function packRowsInSlices(rows: readonly KeywordRow[], pause: () => Promise<void>, options: SliceOptions = {}): Promise<Packing> {
  const { sliceMs = 10, now = () => performance.now(), onKeywords } = options;
  const steps = packing(rows, onKeywords);
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
