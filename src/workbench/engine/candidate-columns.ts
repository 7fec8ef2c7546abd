/**
 * What duplicate grouping compares, held in typed arrays built once at load: the domain's
 * `candidateKey` (average volume and the first six monthly counts) as numbers, the two CPC values
 * with how each is missing, and the keywords. Building a key string per row cost three seconds per
 * million rows, and reading row objects during the walk cost cache misses; duplicate-groups.test.ts
 * proves the same equality against the domain.
 */
import { COMPARED_MONTHS } from '../../domain/duplicate-grouping.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';

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

/** Which of 32 buckets a text's code units (what the edit distance compares) fall into, hashed so digits and letters spread apart. */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (Math.imul(text.charCodeAt(i), 0x9e3779b1) >>> 27);
  return mask;
}

/** The `charMask` of every keyword; built on the first duplicate grouping rather than at load. */
export function charMasks(keywords: readonly string[]): Int32Array {
  const masks = new Int32Array(keywords.length);
  for (let i = 0; i < masks.length; i++) masks[i] = charMask(keywords[i] ?? '');
  return masks;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * A lower bound of the edit distance of two keywords without comparing them: one edit adds or
 * removes at most one code unit of each text, so it changes at most two buckets of the mask (and
 * hashing several code units into one bucket can only hide changes, never add one); nor can fewer
 * edits than the difference in length turn one text into the other.
 */
export function editsAtLeast(keywords: readonly string[], masks: Int32Array, a: number, b: number): number {
  const lengths = Math.abs((keywords[a] ?? '').length - (keywords[b] ?? '').length);
  const buckets = (bitCount((masks[a] ?? 0) ^ (masks[b] ?? 0)) + 1) >> 1;
  return lengths > buckets ? lengths : buckets;
}

export function candidateColumns(rows: readonly KeywordRow[]): CandidateColumns {
  const n = rows.length;
  const avgsv = new Float64Array(n);
  const lengths = new Uint8Array(n);
  const counts = new Float64Array(n * MONTHS);
  const nulls = new Uint8Array(n);
  const cpcLow = new Float64Array(n);
  const cpcHigh = new Float64Array(n);
  const cpcKinds = new Uint8Array(n);
  // Pushed, not `new Array(n)`: V8 holds a preallocated array of over 100,000 holes as a dictionary.
  const keywords: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    if (row === undefined) {
      keywords.push('');
      continue;
    }
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
    const lowKind = valueKind(low);
    const highKind = valueKind(high);
    cpcKinds[i] = lowKind | (highKind << 2);
    cpcLow[i] = typeof low === 'number' ? low : 0;
    cpcHigh[i] = typeof high === 'number' ? high : 0;
    keywords.push(row.keyword);
  }
  return { avgsv, lengths, counts, nulls, cpcLow, cpcHigh, cpcKinds, keywords };
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
