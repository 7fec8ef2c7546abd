/** The view's side of the engine: one promise per request, answered by the worker in any order. */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { CustomValue } from './custom-values.ts';
import { nextTask } from './next-task.ts';
import { packRowsInSlices } from './packed-rows.ts';
import { unpackRows } from './row-table.ts';
import type { EngineCommand, EngineRequest, EngineResponse, EngineResult, RowScope, ViewQuery, ViewRows, ViewSummary } from './protocol.ts';
import type { SelectAction } from './selection.ts';
import type { ViewWindow } from './view-window.ts';

/** How requests reach the engine: a Worker, or in tests a host in the same thread. */
export interface EngineTransport {
  /** `transfer`: buffers of the request that move to the engine instead of being copied. */
  post(request: EngineRequest, transfer?: Transferable[]): void;
  listen(receive: (response: EngineResponse) => void): void;
  close(): void;
}

export interface EngineClient {
  load(rows: KeywordRow[]): Promise<ViewSummary>;
  setView(query: ViewQuery): Promise<ViewSummary>;
  /** One group by key, or every group with `null`. */
  expand(key: string | null, expanded: boolean): Promise<ViewSummary>;
  select(action: SelectAction, ids: number[]): Promise<ViewSummary>;
  /** Ctrl+A: every row passing the filters. */
  selectAll(): Promise<ViewSummary>;
  window(start: number, count: number): Promise<ViewWindow>;
  selection(): Promise<Uint32Array>;
  /** The current summary without changing anything: after a transfer of focus, or to refresh a count. */
  summary(): Promise<ViewSummary>;
  /** Sets `custom_{name}` on the rows `ids`; a filter, sort or grouping on that column follows at once. */
  setCustom(name: string, ids: number[], value: CustomValue): Promise<ViewSummary>;
  /**
   * Every matched row in view order ('view'; grouped: group by group, collapsed members included), or
   * only the selected ones among them ('selection'): a selected row the filters hide is not included.
   */
  rows(scope: RowScope): Promise<{ rows: KeywordRow[]; ids: ViewRows['ids'] }>;
  /** Shift+arrow, Shift+Page Down: the rows of lines `from` to `to` inclusive, in either order; a group line stands for all its rows. */
  selectLines(from: number, to: number, action: SelectAction): Promise<ViewSummary>;
  /** The line now showing row `id` (a collapsed group's member: its group line), or -1: focus follows a row across sorts. */
  lineOf(id: number): Promise<number>;
  /** New rows for the same table: filters, sort and grouping stay; the selection follows the keywords. */
  replaceRows(rows: KeywordRow[]): Promise<ViewSummary>;
  /** Rejects every pending request and stops the transport. */
  close(): void;
}

export class EngineError extends Error {}

export function workerTransport(worker: Worker): EngineTransport {
  return {
    post: (request, transfer = []) => worker.postMessage(request, transfer),
    listen: (receive) => worker.addEventListener('message', (event: MessageEvent<EngineResponse>) => receive(event.data)),
    close: () => worker.terminate(),
  };
}

export function createEngineClient(transport: EngineTransport): EngineClient {
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: EngineResult) => void; reject: (error: Error) => void }>();
  transport.listen((response) => {
    const waiting = pending.get(response.requestId);
    if (!waiting) return;
    pending.delete(response.requestId);
    if (response.ok) waiting.resolve(response.result);
    else waiting.reject(new EngineError(response.error));
  });

  const call = (command: EngineCommand, transfer: Transferable[] = []): Promise<EngineResult> =>
    new Promise((resolve, reject) => {
      const requestId = nextId++;
      pending.set(requestId, { resolve, reject });
      transport.post({ ...command, requestId }, transfer);
    });
  const unexpected = (wanted: string, result: EngineResult): EngineError =>
    new EngineError(`engine answered ${result.type} where ${wanted} was expected`);
  const summary = async (command: EngineCommand, transfer: Transferable[] = []): Promise<ViewSummary> => {
    const result = await call(command, transfer);
    if (result.type !== 'summary') throw unexpected('summary', result);
    return result;
  };

  // Packed in slices: a table of 100,000 rows packed in one go held the page for 300 ms.
  // The keywords go ahead of the other columns: the worker collates them while the page packs the rest.
  const keywordsAhead = (joined: string, ends: Uint32Array): void => {
    const copy = ends.slice();
    // Any failure here is the load's too, and the load that follows reports it.
    call({ type: 'keywordsAhead', joined, ends: copy }, [copy.buffer]).catch(() => undefined);
  };
  const sendRows = async (type: 'load' | 'replaceRows', rows: KeywordRow[]): Promise<ViewSummary> => {
    const packing = await packRowsInSlices(rows, nextTask, { onKeywords: keywordsAhead });
    return packing ? summary({ type, rows: packing.packed }, packing.transfer) : summary({ type, rows });
  };

  return {
    load: (rows) => sendRows('load', rows),
    setView: (query) => summary({ type: 'view', query }),
    expand: (key, expanded) => summary({ type: 'expand', key, expanded }),
    select: (action, ids) => summary({ type: 'select', action, ids }),
    selectAll: () => summary({ type: 'selectAll' }),
    async window(start, count) {
      const result = await call({ type: 'window', start, count });
      if (result.type !== 'window') throw unexpected('window', result);
      const { type: _type, ...window } = result;
      return window;
    },
    async selection() {
      const result = await call({ type: 'selection' });
      if (result.type !== 'selection') throw unexpected('selection', result);
      return result.ids;
    },
    summary: () => summary({ type: 'summary' }),
    setCustom: (name, ids, value) => summary({ type: 'setCustom', name, ids, value }),
    async rows(scope) {
      const result = await call({ type: 'rows', scope });
      if (result.type !== 'rows') throw unexpected('rows', result);
      return { rows: Array.isArray(result.rows) ? result.rows : unpackRows(result.rows), ids: result.ids };
    },
    selectLines: (from, to, action) => summary({ type: 'selectLines', from, to, action }),
    async lineOf(id) {
      const result = await call({ type: 'lineOf', id });
      if (result.type !== 'line') throw unexpected('line', result);
      return result.line;
    },
    replaceRows: (rows) => sendRows('replaceRows', rows),
    close() {
      for (const { reject } of pending.values()) reject(new EngineError('engine closed'));
      pending.clear();
      transport.close();
    },
  };
}
