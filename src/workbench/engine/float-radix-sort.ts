/**
 * A stable sort of row ids by a Float64 key column: an LSD radix sort over the key's bits, so a sort of
 * 1,000,000 rows is four linear passes rather than twenty million comparator calls.
 * NaN marks a missing value and always goes last, in load-relative order, in both directions.
 */
import { scratchUint32 } from './scratch-buffers.ts';
export type Direction = 'asc' | 'desc';

const DIGIT_BITS = 16;
const BUCKETS = 1 << DIGIT_BITS;
const DIGIT_MASK = BUCKETS - 1;

/**
 * Returns `order` reordered by `keys[id]`; equal keys keep their order in `order`.
 * -0 and 0 count as equal, as `compareNumbers` treats them.
 */
export function sortIdsByKey(order: Uint32Array, keys: Float64Array, direction: Direction): Uint32Array {
  const n = order.length;
  const result = new Uint32Array(n);
  let present = 0;
  let missing = 0;
  for (const id of order) if (Number.isNaN(keys[id] ?? Number.NaN)) missing++;
  present = n - missing;
  // Missing ids fill the tail straight away, in their incoming order.
  let tail = present;
  const scratch = new Float64Array(1);
  const bits = new Uint32Array(scratch.buffer);
  let hi = scratchUint32('sort-hi', present);
  let lo = scratchUint32('sort-lo', present);
  let ids = scratchUint32('sort-ids', present);
  let count = 0;
  const descending = direction === 'desc';
  for (const id of order) {
    const key = keys[id] ?? Number.NaN;
    if (Number.isNaN(key)) {
      result[tail++] = id;
      continue;
    }
    scratch[0] = key + 0;
    // IEEE 754 bits made to order as unsigned integers: flip every bit of a negative, only the sign of a positive.
    let h = bits[1] ?? 0;
    let l = bits[0] ?? 0;
    if (h >>> 31) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else {
      h = (h | 0x80000000) >>> 0;
    }
    // Inverting the ordered bits reverses the order while a stable pass still keeps equal keys in place.
    if (descending) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    }
    hi[count] = h;
    lo[count] = l;
    ids[count] = id;
    count++;
  }
  let hiNext = scratchUint32('sort-hi-next', present);
  let loNext = scratchUint32('sort-lo-next', present);
  let idsNext = scratchUint32('sort-ids-next', present);
  const histogram = scratchUint32('sort-histogram', BUCKETS);
  for (let pass = 0; pass < 4; pass++) {
    const source = pass < 2 ? lo : hi;
    const shift = (pass % 2) * DIGIT_BITS;
    histogram.fill(0);
    for (let i = 0; i < present; i++) {
      const digit = ((source[i] ?? 0) >>> shift) & DIGIT_MASK;
      histogram[digit] = (histogram[digit] ?? 0) + 1;
    }
    // A pass where every key has the same digit would move nothing; small integers skip the low word entirely.
    const first = present > 0 ? ((source[0] ?? 0) >>> shift) & DIGIT_MASK : 0;
    if ((histogram[first] ?? 0) === present) continue;
    let sum = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const c = histogram[b] ?? 0;
      histogram[b] = sum;
      sum += c;
    }
    for (let i = 0; i < present; i++) {
      const digit = ((source[i] ?? 0) >>> shift) & DIGIT_MASK;
      const at = histogram[digit] ?? 0;
      histogram[digit] = at + 1;
      hiNext[at] = hi[i] ?? 0;
      loNext[at] = lo[i] ?? 0;
      idsNext[at] = ids[i] ?? 0;
    }
    [hi, hiNext] = [hiNext, hi];
    [lo, loNext] = [loNext, lo];
    [ids, idsNext] = [idsNext, ids];
  }
  result.set(ids, 0);
  return result;
}
