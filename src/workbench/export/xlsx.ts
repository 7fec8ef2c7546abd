/**
 * XLSX in the same thread, with ExcelJS loaded on demand. The app writes through the export worker
 * (xlsx-worker-writer.ts); this path serves environments without workers, such as the tests.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { loadExcelJs } from './exceljs-loader.ts';
import type { ExportColumn } from './export-column.ts';
import { buildXlsxBook, xlsxCells, xlsxSheetSpec } from './xlsx-book.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_CHUNK_ROWS = 2000;

/** A sheet filled in steps: `add` rows as they arrive, `finish` packs the file, `dispose` drops it. */
export interface XlsxWriter {
  add(rows: readonly KeywordRow[]): void;
  finish(): Promise<ArrayBuffer>;
  dispose(): void;
}

export async function createXlsxWriter(columns: readonly ExportColumn[], name: string): Promise<XlsxWriter> {
  const book = buildXlsxBook(await loadExcelJs(), xlsxSheetSpec(columns, name));
  return {
    add: (rows) => book.add(xlsxCells(columns, rows)),
    finish: () => book.finish(),
    dispose: () => undefined,
  };
}

export interface XlsxOptions {
  sheetName: string;
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
}

/** The whole file from rows at hand, yielding to the event loop between chunks of 2,000 rows. */
export async function toXlsx(columns: readonly ExportColumn[], rows: readonly KeywordRow[], options: XlsxOptions): Promise<ArrayBuffer> {
  const writer = await createXlsxWriter(columns, options.sheetName);
  for (let start = 0; start < rows.length; start += XLSX_CHUNK_ROWS) {
    options.signal?.throwIfAborted();
    writer.add(rows.slice(start, start + XLSX_CHUNK_ROWS));
    options.onProgress?.(Math.min(rows.length, start + XLSX_CHUNK_ROWS), rows.length);
    await yieldToEventLoop();
  }
  options.signal?.throwIfAborted();
  return writer.finish();
}
