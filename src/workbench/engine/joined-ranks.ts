/**
 * Collation ranks of a text column packed as one joined string with end offsets (packed-rows.ts),
 * without a string per row: the distinct texts are found by hashing their code units straight out of
 * the joined string into an open-addressing table. A `Map` of a million cut-out strings cost the
 * worker most of its warm-up, and more while the page packed rows beside it (issue 15).
 */
import { PER_PAUSE, rankDistinctInSteps } from './collation-ranks.ts';

/** Whether `joined[a, a + length)` and `joined[b, b + length)` hold the same code units. */
function sameRange(joined: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (joined.charCodeAt(a + i) !== joined.charCodeAt(b + i)) return false;
  return true;
}

/** FNV-1a over the code units of `joined[start, end)`. */
function hashRange(joined: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ joined.charCodeAt(i), 0x01000193);
  return hash;
}

/**
 * `rankTexts` of the texts `joined[ends[i - 1], ends[i])`, in slices; an empty text, or one marked in
 * `nulls`, has no rank (NaN), as in `rankTexts`.
 */
export function* rankJoinedInSteps(joined: string, ends: Uint32Array, nulls?: Uint8Array): Generator<void, Float64Array> {
  const n = ends.length;
  let size = 2;
  while (size < n * 2) size *= 2;
  const mask = size - 1;
  // Distinct id + 1 per slot, 0 where empty; at most half full, so a probe ends soon.
  const table = new Int32Array(size);
  const starts: number[] = [];
  const stops: number[] = [];
  const textIndex = new Int32Array(n);
  let start = 0;
  for (let i = 0; i < n; i++) {
    const end = ends[i] ?? start;
    if (end <= start || nulls?.[i] === 1) textIndex[i] = -1;
    else {
      let slot = hashRange(joined, start, end) & mask;
      for (;;) {
        const id = table[slot] ?? 0;
        if (id === 0) {
          starts.push(start);
          stops.push(end);
          table[slot] = starts.length;
          textIndex[i] = starts.length - 1;
          break;
        }
        const at = starts[id - 1] ?? 0;
        if ((stops[id - 1] ?? 0) - at === end - start && sameRange(joined, at, start, end - start)) {
          textIndex[i] = id - 1;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    start = Math.max(start, end);
    if (i % PER_PAUSE === PER_PAUSE - 1) yield;
  }
  const distinct = new Array<string>(starts.length);
  for (let d = 0; d < starts.length; d++) {
    distinct[d] = joined.slice(starts[d], stops[d]);
    if (d % PER_PAUSE === PER_PAUSE - 1) yield;
  }
  return yield* rankDistinctInSteps(distinct, textIndex);
}
