/**
 * The export worker: builds and zips the XLSX file off the main thread, so the page stays responsive
 * while a large sheet is packed (several seconds for 100,000 rows). ExcelJS is imported statically here:
 * the worker's bundle is itself fetched only when an XLSX export starts.
 */
import * as excelJsModule from 'exceljs';
import { excelJsOf } from './exceljs-module.ts';
import { createXlsxWorkerHandler, type XlsxWorkerRequest, type XlsxWorkerResponse } from './xlsx-worker-protocol.ts';

/** The part of the dedicated worker scope used here (the project's lib settings describe a window). */
interface WorkerScope {
  postMessage(message: XlsxWorkerResponse, options: { transfer: Transferable[] }): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<XlsxWorkerRequest>) => void): void;
}

const scope: WorkerScope = self;
const handle = createXlsxWorkerHandler(excelJsOf(excelJsModule), (response, transfer) => scope.postMessage(response, { transfer }));
scope.addEventListener('message', (event) => void handle(event.data));
