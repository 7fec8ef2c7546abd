/** Waits for the work to settle, but at most `ms`: a shutdown gives running jobs a bounded grace. */
export async function settleWithin(work: readonly Promise<unknown>[], ms: number): Promise<void> {
  if (work.length === 0 || ms <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([Promise.allSettled(work), elapsed]);
  } finally {
    clearTimeout(timer);
  }
}
