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

/**
 * The least number of finished batches a progress figure stands for, where progress is
 * floor(done × 100 / total) (the server's and the bell's count). A pushed progress carries no batch
 * count, so a screen that shows both moves the count with it: 100 % is every batch, never "2 of 3".
 * Never more than were finished: with over 100 batches, several counts share one percentage.
 */
export function batchesDoneAtLeast(progress: number, totalBatches: number): number {
  if (totalBatches <= 0 || progress <= 0) return 0;
  if (progress >= 100) return totalBatches;
  return Math.min(totalBatches, Math.ceil((progress * totalBatches) / 100));
}
