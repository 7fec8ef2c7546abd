/**
 * Duplicate grouping's two equality tests as one integer per row, built on the first grouping: rows
 * share a candidate class exactly when `sameCandidate` holds, and a CPC class exactly when `sameCpc`
 * is true. The walk then reads two numbers per row instead of eleven scattered through the columns.
 * candidate-classes.test.ts proves both against the pairwise tests.
 */
import { sameCandidate, sameCpc, type CandidateColumns } from './candidate-columns.ts';

/** The row can never be equal to another: no average volume, or a NaN CPC (NaN !== NaN). */
export const NEVER_EQUAL = -1;
/** A CPC value neither number, null nor undefined: only the row objects can tell. */
export const ROWS_DECIDE = -2;

export interface CandidateClasses {
  candidates: Int32Array;
  cpc: Int32Array;
}

const word = new Float64Array(1);
const halves = new Uint32Array(word.buffer);

/** Mixes a number into a hash; -0 hashes as 0 and every NaN alike, as the equality tests see them. */
function mix(hash: number, value: number): number {
  word[0] = Number.isNaN(value) ? Number.NaN : value + 0;
  const low = Math.imul((halves[0] ?? 0) ^ hash, 0x9e3779b1);
  return Math.imul((halves[1] ?? 0) ^ (low >>> 15) ^ low, 0x85ebca6b) >>> 0;
}

/**
 * Numbers the rows so that `same` rows share a number: a hash table of one representative row per
 * class, each row compared with the representatives its hash leads to. `hash` must agree with `same`.
 */
function classify(size: number, hash: (id: number) => number, same: (a: number, b: number) => boolean, eligible: (id: number) => number): Int32Array {
  const classes = new Int32Array(size);
  let capacity = 16;
  while (capacity < size * 2) capacity *= 2;
  const mask = capacity - 1;
  // Representative id + 1 per slot, 0 marking an empty slot.
  const slots = new Int32Array(capacity);
  let count = 0;
  for (let id = 0; id < size; id++) {
    const special = eligible(id);
    if (special < 0) {
      classes[id] = special;
      continue;
    }
    let slot = hash(id) & mask;
    for (;;) {
      const held = slots[slot] ?? 0;
      if (held === 0) {
        slots[slot] = id + 1;
        classes[id] = count++;
        break;
      }
      if (same(held - 1, id)) {
        classes[id] = classes[held - 1] ?? NEVER_EQUAL;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return classes;
}

export function candidateClasses(columns: CandidateColumns): CandidateClasses {
  const { avgsv, lengths, counts, nulls, cpcLow, cpcHigh, cpcKinds } = columns;
  const size = avgsv.length;
  const months = size === 0 ? 0 : counts.length / size;
  const candidates = classify(
    size,
    (id) => {
      let hash = mix((lengths[id] ?? 0) | ((nulls[id] ?? 0) << 8), avgsv[id] ?? 0);
      for (let m = 0; m < (lengths[id] ?? 0); m++) hash = mix(hash, counts[id * months + m] ?? 0);
      return hash;
    },
    (a, b) => sameCandidate(columns, a, b),
    (id) => (Number.isNaN(avgsv[id] ?? Number.NaN) ? NEVER_EQUAL : 0),
  );
  const cpc = classify(
    size,
    (id) => mix(mix(cpcKinds[id] ?? 0, cpcLow[id] ?? 0), cpcHigh[id] ?? 0),
    (a, b) => sameCpc(columns, a, b) === true,
    (id) => {
      const kinds = cpcKinds[id] ?? 0;
      if ((kinds & 3) === 3 || kinds >> 2 === 3) return ROWS_DECIDE;
      // A number slot holding NaN equals nothing, not even a row with the same NaN.
      const nan = ((kinds & 3) === 0 && Number.isNaN(cpcLow[id] ?? 0)) || (kinds >> 2 === 0 && Number.isNaN(cpcHigh[id] ?? 0));
      return nan ? NEVER_EQUAL : 0;
    },
  );
  return { candidates, cpc };
}
