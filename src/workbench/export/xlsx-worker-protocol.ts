/** The messages between the export (xlsx-worker-writer.ts) and the worker that packs the XLSX file. */
import { errorText } from '../../domain/error-text.ts';
import type { ExcelJs } from './exceljs-module.ts';
import { buildXlsxBook, type XlsxBook, type XlsxCell, type XlsxSheetSpec } from './xlsx-book.ts';

export type XlsxWorkerRequest = { type: 'start'; spec: XlsxSheetSpec } | { type: 'rows'; cells: XlsxCell[][] } | { type: 'finish' };

export type XlsxWorkerResponse = { type: 'file'; buffer: ArrayBuffer } | { type: 'error'; message: string };

/** The worker's side: one book per `start`, answered once with the file or an error. */
export function createXlsxWorkerHandler(
  ExcelJS: ExcelJs,
  post: (response: XlsxWorkerResponse, transfer: Transferable[]) => void,
): (request: XlsxWorkerRequest) => Promise<void> {
  let book: XlsxBook | null = null;
  let failed = false;
  return async (request) => {
    if (failed) return;
    try {
      if (request.type === 'start') {
        book = buildXlsxBook(ExcelJS, request.spec);
        return;
      }
      if (book === null) throw new Error(`"${request.type}" before "start"`);
      if (request.type === 'rows') {
        book.add(request.cells);
        return;
      }
      const buffer = await book.finish();
      book = null;
      // Transferred, not copied: the file can be tens of megabytes.
      post({ type: 'file', buffer }, [buffer]);
    } catch (error) {
      failed = true;
      book = null;
      post({ type: 'error', message: errorText(error) }, []);
    }
  };
}
