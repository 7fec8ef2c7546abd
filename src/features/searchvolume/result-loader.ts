import { fromCallback, type EventObject } from 'xstate';
import type { ResultLoaderEvent, ResultLoadInput, ResultPage } from '../../machines/volume-lookup-machine.ts';
import { loadAllPages } from './load-all-pages.ts';

/** Requests in flight at once while a result loads: a few, so a 10.000-row result comes in one round. */
export const PARALLEL_RESULT_PAGES = 3;

/**
 * The lookup machine's `loadResult` actor: every page of a finished job via `loadPage`, reported
 * back as progress and then the rows or the error. Answers that arrive after the machine moved on
 * (a new lookup, another job) are dropped, as the machine has stopped this actor by then.
 */
export function resultLoader(loadPage: (jobId: string, offset: number, limit: number) => Promise<ResultPage>, pageSize: number) {
  return fromCallback<EventObject, ResultLoadInput>(({ input, sendBack }) => {
    // xstate drops what a stopped callback actor sends back, so a late answer needs no guard here.
    const send = (event: ResultLoaderEvent) => sendBack(event);
    void loadAllPages((offset, limit) => loadPage(input.jobId, offset, limit), {
      pageSize,
      parallel: PARALLEL_RESULT_PAGES,
      expected: input.expected,
      onProgress: ({ loaded, total }) => send({ type: 'RESULT_PROGRESS', loaded, total }),
    }).then(
      (rows) => send({ type: 'RESULT_LOADED', rows }),
      (error: unknown) => send({ type: 'RESULT_FAILED', error }),
    );
  });
}
