/** The XlsxWriter of the app: cells are read here and sent in chunks to the export worker, which packs the file. */
import type { ExportColumn } from './export-column.ts';
import { xlsxCells, xlsxSheetSpec } from './xlsx-book.ts';
import type { XlsxWorkerRequest, XlsxWorkerResponse } from './xlsx-worker-protocol.ts';
import type { XlsxWriter } from './xlsx.ts';

/** The part of a Worker the writer uses, so tests can hand in a worker running in the same thread. */
export interface XlsxWorkerPort {
  postMessage(request: XlsxWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<XlsxWorkerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export function startXlsxWorker(): XlsxWorkerPort {
  return new Worker(new URL('./xlsx-worker.ts', import.meta.url), { type: 'module', name: 'xlsx-export' });
}

export function createWorkerXlsxWriter(columns: readonly ExportColumn[], name: string, start: () => XlsxWorkerPort = startXlsxWorker): XlsxWriter {
  const worker = start();
  let settle: { resolve(buffer: ArrayBuffer): void; reject(error: Error): void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    settle?.reject(error);
    settle = null;
    worker.terminate();
  };
  worker.addEventListener('message', (event) => {
    const response = event.data;
    if (response.type === 'error') {
      fail(new Error(response.message));
      return;
    }
    settle?.resolve(response.buffer);
    settle = null;
    worker.terminate();
  });
  // A worker that cannot start (its script failed to load) reports an ErrorEvent, not a message.
  worker.addEventListener('error', (event) => fail(new Error(event.message || 'The export worker stopped.')));
  worker.postMessage({ type: 'start', spec: xlsxSheetSpec(columns, name) });

  return {
    add(rows) {
      if (failure) throw failure;
      worker.postMessage({ type: 'rows', cells: xlsxCells(columns, rows) });
    },
    finish() {
      if (failure) return Promise.reject(failure);
      return new Promise<ArrayBuffer>((resolve, reject) => {
        settle = { resolve, reject };
        worker.postMessage({ type: 'finish' });
      });
    },
    dispose() {
      fail(new Error('The export was stopped.'));
    },
  };
}
