/**
 * A stable merge sort of integers (indices of texts) that pauses (yields) every few thousand elements, so a
 * worker sorting a million texts for the warm-up answers requests between slices instead of after one
 * task of a second or more (issue 15: the first keyword sort waited for the collation ranks). Runs
 * of `run` indices are sorted natively, then merged pairwise, each merge resumable where it paused.
 */

export type IndexCompare = (a: number, b: number) => number;

/** Elements merged between two pauses: a few milliseconds of work, as is sorting one run natively. */
const ELEMENTS_PER_PAUSE = 8192;

/** Where a merge of `from[left..mid)` and `from[mid..right)` into `to` stands. */
interface Merge {
  i: number;
  j: number;
  k: number;
}

/** Moves up to `budget` elements of the merge; the merge is done when `merge.k === right`. */
function mergeSome(from: Int32Array, to: Int32Array, merge: Merge, mid: number, right: number, compare: IndexCompare, budget: number): void {
  let { i, j, k } = merge;
  const stop = Math.min(right, k + budget);
  while (k < stop && i < mid && j < right) {
    const a = from[i] ?? 0;
    const b = from[j] ?? 0;
    // `<= 0` takes the left one on a tie: what keeps the sort stable.
    if (compare(a, b) <= 0) {
      to[k++] = a;
      i++;
    } else {
      to[k++] = b;
      j++;
    }
  }
  if (k < stop && i === mid) {
    to.set(from.subarray(j, j + (stop - k)), k);
    j += stop - k;
    k = stop;
  } else if (k < stop && j === right) {
    to.set(from.subarray(i, i + (stop - k)), k);
    i += stop - k;
    k = stop;
  }
  merge.i = i;
  merge.j = j;
  merge.k = k;
}

/** The indices 0..n-1: what `sortInSteps` orders when every item takes part. */
export function indices(n: number): Int32Array {
  const all = new Int32Array(n);
  for (let i = 0; i < n; i++) all[i] = i;
  return all;
}

/**
 * `items` sorted by `compare`, stably, in a new array; yields between slices of work. Drained at once
 * (`drain`), it is an ordinary sort.
 */
export function* sortInSteps(items: Int32Array, compare: IndexCompare, run = 16_384): Generator<void, Int32Array> {
  const n = items.length;
  let from = items.slice();
  for (let start = 0; start < n; start += run) {
    from.subarray(start, Math.min(n, start + run)).sort(compare);
    yield;
  }
  let to = new Int32Array(n);
  for (let width = run; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const mid = Math.min(n, left + width);
      const right = Math.min(n, left + 2 * width);
      const merge: Merge = { i: left, j: mid, k: left };
      while (merge.k < right) {
        mergeSome(from, to, merge, mid, right, compare, ELEMENTS_PER_PAUSE);
        yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
