/**
 * The order of the grid's engine calls: one after the other, in the order the user caused them, and
 * the table shown again after a call only when no other call waits behind it. Showing after every
 * call fetched and rendered every visible line up to three times while a table loaded (window, load,
 * view), and once per queued scroll request.
 */
export type Refresh = 'summary' | 'window';

export interface RefreshQueue {
  /** Runs `work` after every earlier call; its promise settles with the work, before the table is shown. */
  enqueue<T>(work: () => Promise<T>, refresh: Refresh): Promise<T>;
}

/**
 * `show(withSummary)` fetches and shows the table; `withSummary` is true when this call or a call
 * skipped before it changed what the summary says. A failure of work or show goes to `onError`.
 */
export function createRefreshQueue(show: (withSummary: boolean) => Promise<void>, onError: (error: unknown) => void): RefreshQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let summaryOwed = false;
  return {
    enqueue<T>(work: () => Promise<T>, refresh: Refresh): Promise<T> {
      waiting += 1;
      const step = tail.then(async () => {
        try {
          const result = await work();
          summaryOwed ||= refresh === 'summary';
          if (waiting === 1) {
            const withSummary = summaryOwed;
            summaryOwed = false;
            await show(withSummary);
          }
          return result;
        } finally {
          waiting -= 1;
        }
      });
      tail = step.catch(onError);
      return step;
    },
  };
}
