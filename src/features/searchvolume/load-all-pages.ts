/** One answer of a paged endpoint: the rows from the asked offset on, and how many there are in all. */
export interface Page<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

export interface LoadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface LoadAllOptions {
  /** Rows asked for per request: the largest limit the server allows, so there are few requests. */
  readonly pageSize: number;
  /** Requests in flight at once. */
  readonly parallel: number;
  /** The total expected before the first answer (a job's keyword count), so the first batch already runs in parallel. */
  readonly expected: number;
  onProgress?(progress: LoadProgress): void;
  /** Once aborted no further page is asked for, and the load rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Every row of a paged result, in order. Pages are asked for in batches of `parallel`; after each
 * batch the server's total decides whether more are needed. A short page ends the result even when the
 * total promises more, so a server that miscounts cannot make this loop forever.
 */
export async function loadAllPages<T>(loadPage: (offset: number, limit: number, signal?: AbortSignal) => Promise<Page<T>>, options: LoadAllOptions): Promise<T[]> {
  const pageSize = Math.max(1, Math.floor(options.pageSize));
  const parallel = Math.max(1, Math.floor(options.parallel));
  const pages: (readonly T[])[] = [];
  // At least one request: only the server knows whether the result is empty.
  let total = Math.max(1, options.expected);
  let next = 0;
  let loaded = 0;
  let ended = false;
  while (!ended && next * pageSize < total) {
    options.signal?.throwIfAborted();
    const batch: number[] = [];
    for (; batch.length < parallel && next * pageSize < total; next++) batch.push(next);
    const answers = await Promise.all(
      batch.map(async (index) => {
        const page = await loadPage(index * pageSize, pageSize, options.signal);
        pages[index] = page.rows;
        loaded += page.rows.length;
        options.onProgress?.({ loaded, total: Math.max(page.total, loaded) });
        return page;
      }),
    );
    total = Math.max(...answers.map((page) => page.total));
    ended = answers.some((page) => page.rows.length < pageSize);
  }
  options.signal?.throwIfAborted();
  return pages.flat();
}
