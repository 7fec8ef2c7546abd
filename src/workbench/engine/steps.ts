/**
 * Stepped computations: generators that yield between slices of their work, so the worker's warm-up
 * (warm-up.ts) can answer requests between two slices. A request that needs the answer at once drains one.
 */

/** Runs a stepped computation to its end, with no pause, and gives its answer. */
export function drain<T>(steps: Iterator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}
