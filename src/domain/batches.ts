/** The provider takes up to 1000 keywords a call; 700 leaves headroom for its per-call cost limits. */
export const DEFAULT_BATCH_SIZE = 700;

/**
 * Splits items into consecutive batches of `size`; only the last batch may be smaller.
 * Order is kept so a batch's results line up with the input lines the user pasted.
 */
export function splitIntoBatches<T>(items: readonly T[], size: number = DEFAULT_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, not ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
