/**
 * What duplicate grouping compares, held in typed arrays built once at load: the domain's
 * `candidateKey` (average volume and the first six monthly counts) as numbers, the two CPC values
 * with how each is missing, and the keywords. Building a key string per row cost three seconds per
 * million rows, and reading row objects during the walk cost cache misses; duplicate-groups.test.ts
 * proves the same equality against the domain.
 */
import { COMPARED_MONTHS } from '../../domain/duplicate-grouping.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { PackedColumn } from './packed-rows.ts';
import type { RowTable } from './row-table.ts';
import { drain } from './steps.ts';

/** A module-local copy: an imported binding read in a hot loop costs a getter call under some loaders. */
const MONTHS = COMPARED_MONTHS;

export interface CandidateColumns {
  /** NaN where the row has no average volume: such a row is never a candidate. */
  avgsv: Float64Array;
  /** How many of the first six months the row has. */
  lengths: Uint8Array;
  counts: Float64Array;
  /** Bit m set when month m's count is null (the key writes it as '-', unlike any number). */
  nulls: Uint8Array;
  cpcLow: Float64Array;
  cpcHigh: Float64Array;
  /** How each CPC value is held, low in bits 0–1 and high in bits 2–3: see `valueKind`. */
  cpcKinds: Uint8Array;
  keywords: string[];
}

const KIND_NUMBER = 0;
const KIND_OTHER = 3;

/** The domain compares CPC with `===`: null equals null, undefined equals undefined, neither equals the other. */
function valueKind(value: unknown): number {
  if (typeof value === 'number') return KIND_NUMBER;
  if (value === null) return 1;
  return value === undefined ? 2 : KIND_OTHER;
}

/**
 * Per keyword, how many of its code units (what the edit distance compares) fall into each of 16
 * buckets, hashed so digits and letters spread apart: 4 bits a bucket, capped at 15, bucket k in
 * bits 4k..4k+3 of word `2 * id + (k >> 3)`. Built on the first duplicate grouping rather than at load.
 */
export function charHistograms(keywords: readonly string[]): Uint32Array {
  const histograms = new Uint32Array(keywords.length * 2);
  const counts = new Uint8Array(16);
  for (let id = 0; id < keywords.length; id++) {
    const text = keywords[id] ?? '';
    counts.fill(0);
    for (let i = 0; i < text.length; i++) {
      const bucket = Math.imul(text.charCodeAt(i), 0x9e3779b1) >>> 28;
      const count = counts[bucket] ?? 0;
      if (count < 15) counts[bucket] = count + 1;
    }
    let low = 0;
    let high = 0;
    for (let k = 0; k < 8; k++) {
      low |= (counts[k] ?? 0) << (4 * k);
      high |= (counts[k + 8] ?? 0) << (4 * k);
    }
    histograms[2 * id] = low >>> 0;
    histograms[2 * id + 1] = high >>> 0;
  }
  return histograms;
}

/** The surplus of `a` over `b` and of `b` over `a`, summed over the 8 nibbles of one word each. */
function surplus(a: number, b: number): number {
  let more = 0;
  let less = 0;
  for (let shift = 0; shift < 32; shift += 4) {
    const d = ((a >>> shift) & 15) - ((b >>> shift) & 15);
    if (d > 0) more += d;
    else less -= d;
  }
  // Both sums fit in 8 bits (8 nibbles of at most 15): returned packed so the caller adds two words at once.
  return more | (less << 8);
}

/**
 * A lower bound of the edit distance of two keywords without comparing them. One edit inserts, deletes
 * or replaces one code unit, so it lowers the surplus of `a` over `b` across the buckets by at most one,
 * and the surplus of `b` over `a` by at most one; both end at zero. Capping a count at 15 and hashing
 * code units together only shrink the surpluses, never grow them. Nor can fewer edits than the
 * difference in length turn one text into the other.
 */
export function editsAtLeast(keywords: readonly string[], histograms: Uint32Array, a: number, b: number): number {
  const lengths = Math.abs((keywords[a] ?? '').length - (keywords[b] ?? '').length);
  const sums = surplus(histograms[2 * a] ?? 0, histograms[2 * b] ?? 0) + surplus(histograms[2 * a + 1] ?? 0, histograms[2 * b + 1] ?? 0);
  const more = sums & 0xff;
  const less = sums >>> 8;
  const buckets = more > less ? more : less;
  return lengths > buckets ? lengths : buckets;
}

/** Columns for `n` rows, to be filled row by row in id order with `fillCandidate`. */
function emptyCandidateColumns(n: number): CandidateColumns {
  return {
    avgsv: new Float64Array(n),
    lengths: new Uint8Array(n),
    counts: new Float64Array(n * MONTHS),
    nulls: new Uint8Array(n),
    cpcLow: new Float64Array(n),
    cpcHigh: new Float64Array(n),
    cpcKinds: new Uint8Array(n),
    // Pushed, not `new Array(n)`: V8 holds a preallocated array of over 100,000 holes as a dictionary.
    keywords: [],
  };
}

/** Row `i`'s part of the columns; rows come in id order, so `i` is the count of rows filled so far. */
function fillCandidate(columns: CandidateColumns, i: number, row: KeywordRow): void {
  const { avgsv, lengths, counts, nulls, cpcLow, cpcHigh, cpcKinds, keywords } = columns;
  if (i !== keywords.length) throw new RangeError(`candidate row ${i} filled out of order`);
  avgsv[i] = row.avgsv ?? Number.NaN;
  const months = row.search_volumes;
  const length = Math.min(months.length, MONTHS);
  lengths[i] = length;
  let nullBits = 0;
  for (let m = 0; m < length; m++) {
    const count = months[m]?.count ?? null;
    if (count === null) nullBits |= 1 << m;
    else counts[i * MONTHS + m] = count;
  }
  nulls[i] = nullBits;
  const low: unknown = row.adwords_cpc_low;
  const high: unknown = row.adwords_cpc_high;
  cpcKinds[i] = valueKind(low) | (valueKind(high) << 2);
  cpcLow[i] = typeof low === 'number' ? low : 0;
  cpcHigh[i] = typeof high === 'number' ? high : 0;
  keywords.push(row.keyword);
}

/** The columns filled row by row, each row built once. */
export function candidateColumns(table: RowTable): CandidateColumns {
  const columns = emptyCandidateColumns(table.size);
  for (let i = 0; i < table.size; i++) fillCandidate(columns, i, table.row(i));
  return columns;
}

/** A CPC column's values and kinds read from a packed number column: null is its only missing value. */
function fillCpc(column: PackedColumn & { kind: 'number' }, values: Float64Array, kinds: Uint8Array, shift: number): void {
  for (let i = 0; i < values.length; i++) {
    const missing = column.nulls[i] === 1;
    values[i] = missing ? 0 : (column.values[i] ?? 0);
    kinds[i] = (kinds[i] ?? 0) | ((missing ? 1 : KIND_NUMBER) << shift);
  }
}

/**
 * The columns read straight from a packed table's columns, equal to filling them row by row, without
 * building a row (a million rows built took seconds); null when a column they need is not packed as
 * numbers or monthly lists, so the caller fills them row by row.
 */
export function packedCandidateColumns(table: RowTable, keywords: readonly string[]): CandidateColumns | null {
  return drain(packedCandidateColumnsInSteps(table, keywords));
}

/** Rows filled between two pauses of the warm-up. */
const ROWS_PER_PAUSE = 65_536;

/** `packedCandidateColumns` in slices, for the warm-up. */
export function* packedCandidateColumnsInSteps(table: RowTable, keywords: readonly string[]): Generator<void, CandidateColumns | null> {
  const avgsv = table.packedColumn('avgsv');
  const months = table.packedColumn('search_volumes');
  const low = table.packedColumn('adwords_cpc_low');
  const high = table.packedColumn('adwords_cpc_high');
  if (avgsv?.kind !== 'number' || months?.kind !== 'volumes' || low?.kind !== 'number' || high?.kind !== 'number') return null;
  const columns = emptyCandidateColumns(table.size);
  const { starts, counts, nulls } = months.volumes;
  for (let i = 0; i < table.size; i++) {
    columns.avgsv[i] = avgsv.nulls[i] === 1 ? Number.NaN : (avgsv.values[i] ?? Number.NaN);
    const from = starts[i] ?? 0;
    const length = Math.min((starts[i + 1] ?? 0) - from, MONTHS);
    columns.lengths[i] = length;
    let nullBits = 0;
    for (let m = 0; m < length; m++) {
      if (nulls[from + m] === 1) nullBits |= 1 << m;
      else columns.counts[i * MONTHS + m] = counts[from + m] ?? 0;
    }
    columns.nulls[i] = nullBits;
    columns.keywords.push(keywords[i] ?? '');
    if (i % ROWS_PER_PAUSE === ROWS_PER_PAUSE - 1) yield;
  }
  fillCpc(low, columns.cpcLow, columns.cpcKinds, 0);
  fillCpc(high, columns.cpcHigh, columns.cpcKinds, 2);
  return columns;
}

/** Numbers that print alike in the key: equal (0 and -0 both print "0"), or both NaN. */
const sameNumber = (x: number, y: number): boolean => x === y || (Number.isNaN(x) && Number.isNaN(y));

/** `candidateKey(a) !== null && candidateKey(a) === candidateKey(b)` without building either key. */
export function sameCandidate({ avgsv, lengths, counts, nulls }: CandidateColumns, a: number, b: number): boolean {
  const volume = avgsv[a] ?? Number.NaN;
  if (Number.isNaN(volume) || volume !== avgsv[b] || lengths[a] !== lengths[b] || nulls[a] !== nulls[b]) return false;
  const length = lengths[a] ?? 0;
  for (let m = 0; m < length; m++) {
    if (!sameNumber(counts[a * MONTHS + m] ?? 0, counts[b * MONTHS + m] ?? 0)) return false;
  }
  return true;
}

/**
 * `a.adwords_cpc_low === b.adwords_cpc_low && a.adwords_cpc_high === b.adwords_cpc_high`, or null when
 * a value is neither number, null nor undefined and only the row objects can tell.
 */
const holdsOther = (kinds: number): boolean => (kinds & 3) === KIND_OTHER || kinds >> 2 === KIND_OTHER;

export function sameCpc({ cpcLow, cpcHigh, cpcKinds }: CandidateColumns, a: number, b: number): boolean | null {
  const kinds = cpcKinds[a] ?? 0;
  const other = cpcKinds[b] ?? 0;
  if (holdsOther(kinds) || holdsOther(other)) return null;
  if (kinds !== other) return false;
  // NaN never equals NaN here, exactly as with `===` on the row values.
  return ((kinds & 3) !== KIND_NUMBER || cpcLow[a] === cpcLow[b]) && (kinds >> 2 !== KIND_NUMBER || cpcHigh[a] === cpcHigh[b]);
}
