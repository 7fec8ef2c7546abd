import { fromCallback, type EventObject } from 'xstate';
import type { ResultLoaderEvent, ResultLoadInput, ResultPage } from '../../machines/volume-lookup-machine.ts';
import { loadAllPages } from './load-all-pages.ts';

/** Requests in flight at once while a result loads: a few, so a 10.000-row result comes in one round. */
export const PARALLEL_RESULT_PAGES = 3;

/**
 * The lookup machine's `loadResult` actor: every page of a finished job via `loadPage`, reported
 * back as progress and then the rows or the error. When the machine moves on (a new lookup, another
 * job, the screen left) it stops this actor: the requests in flight are aborted and no more are made.
 */
export function resultLoader(loadPage: (jobId: string, offset: number, limit: number, signal: AbortSignal) => Promise<ResultPage>, pageSize: number) {
  return fromCallback<EventObject, ResultLoadInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { signal } = controller;
    // xstate drops what a stopped callback actor sends back, so a late answer needs no guard here.
    const send = (event: ResultLoaderEvent) => sendBack(event);
    void loadAllPages((offset, limit) => loadPage(input.jobId, offset, limit, signal), {
      pageSize,
      parallel: PARALLEL_RESULT_PAGES,
      expected: input.expected,
      signal,
      onProgress: ({ loaded, total }) => send({ type: 'RESULT_PROGRESS', loaded, total }),
    }).then(
      (rows) => send({ type: 'RESULT_LOADED', rows }),
      (error: unknown) => send({ type: 'RESULT_FAILED', error }),
    );
    return () => controller.abort(new DOMException('The result is no longer wanted.', 'AbortError'));
  });
}
