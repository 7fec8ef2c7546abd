/** Word counts of the content suite: what a writer calls a word, stop words included. */

const WORD = /[\p{L}\p{M}\p{Nd}]+(?:[-'’][\p{L}\p{M}\p{Nd}]+)*/gu;

/** The words of a text as a writer counts them: runs of letters and digits, inner hyphens kept. */
export function countWords(text: string): number {
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) n += 1;
  return n;
}

/** The value at quantile q (0 to 1) of sorted numbers, interpolated linearly; an empty list gives 0. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (at - low);
}
