/**
 * Runs an export in chunks of about 2,000 rows with a turn of the event loop between them, so the page
 * keeps painting and the Cancel button keeps working while 100,000 rows are written.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { csvHead, csvLines, CSV_MIME } from './csv.ts';
import type { ExportColumn } from './export-column.ts';
import type { ExportFormat } from './export-file.ts';
import type { ExportProgress } from './export-state.ts';
import { createWorkerXlsxWriter } from './xlsx-worker-writer.ts';
import { createXlsxWriter, XLSX_MIME } from './xlsx.ts';
import { FALLBACK_SHEET_NAME } from './xlsx-layout.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';

export const EXPORT_CHUNK_ROWS = 2000;
// Kept in export-state.ts, so the progress component does not pull the writers into its chunk.
export { PROGRESS_DELAY_MS, shouldShowProgress } from './export-state.ts';

/** The rows in table order: at hand, fetched at once, or delivered in chunks (e.g. windows of the engine). */
export type RowSource = readonly KeywordRow[] | (() => Promise<readonly KeywordRow[]>) | AsyncIterable<readonly KeywordRow[]>;

export interface ExportRequest {
  format: ExportFormat;
  columns: readonly ExportColumn[];
  rows: RowSource;
  /** The expected number of rows, for the progress of a chunked source. */
  total?: number;
  fileName: string;
  /** The XLSX sheet's name (sanitised to Excel's rules); "Keywords" by default. */
  sheetName?: string;
  onProgress?(progress: ExportProgress): void;
  signal?: AbortSignal;
}

export interface ExportResult {
  fileName: string;
  /** The size of the file. */
  bytes: number;
  rows: number;
  blob: Blob;
}

interface RowWriter {
  add(rows: readonly KeywordRow[]): void;
  finish(): Promise<Blob>;
  /** Drops the work (stops the export worker); harmless after `finish`. */
  dispose(): void;
}

function csvWriter(columns: readonly ExportColumn[]): RowWriter {
  // Parts, not one growing string: the Blob joins them while encoding to UTF-8.
  const parts: string[] = [csvHead(columns)];
  return {
    add: (rows) => parts.push(csvLines(columns, rows)),
    finish: () => Promise.resolve(new Blob(parts, { type: CSV_MIME })),
    dispose: () => undefined,
  };
}

/** In the browser the export worker packs the file; without workers (tests) it is packed in this thread. */
async function xlsxWriter(columns: readonly ExportColumn[], name: string): Promise<RowWriter> {
  const writer = typeof Worker === 'function' ? createWorkerXlsxWriter(columns, name) : await createXlsxWriter(columns, name);
  return {
    add: (rows) => writer.add(rows),
    finish: async () => new Blob([await writer.finish()], { type: XLSX_MIME }),
    dispose: () => writer.dispose(),
  };
}

function isAsyncIterable(source: RowSource): source is AsyncIterable<readonly KeywordRow[]> {
  return typeof source === 'object' && Symbol.asyncIterator in source;
}

type ResolvedSource = readonly KeywordRow[] | AsyncIterable<readonly KeywordRow[]>;

/** Any source as chunks of at most `size` rows. */
async function* chunksOf(source: ResolvedSource, size: number): AsyncGenerator<readonly KeywordRow[]> {
  const batches: AsyncIterable<readonly KeywordRow[]> | Iterable<readonly KeywordRow[]> = isAsyncIterable(source) ? source : [source];
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += size) yield batch.slice(start, start + size);
  }
}

async function resolveSource(request: ExportRequest): Promise<{ source: ResolvedSource; total: number | null }> {
  if (isAsyncIterable(request.rows)) return { source: request.rows, total: request.total ?? null };
  const rows = typeof request.rows === 'function' ? await request.rows() : request.rows;
  return { source: rows, total: rows.length };
}

export async function runExport(request: ExportRequest): Promise<ExportResult> {
  const { signal, onProgress } = request;
  signal?.throwIfAborted();
  const writer =
    request.format === 'csv' ? csvWriter(request.columns) : await xlsxWriter(request.columns, request.sheetName ?? FALLBACK_SHEET_NAME);
  const stop = () => writer.dispose();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const { source, total } = await resolveSource(request);
    let done = 0;
    for await (const chunk of chunksOf(source, EXPORT_CHUNK_ROWS)) {
      signal?.throwIfAborted();
      writer.add(chunk);
      done += chunk.length;
      onProgress?.({ stage: 'rows', done, total: total === null ? null : Math.max(total, done) });
      await yieldToEventLoop();
    }
    signal?.throwIfAborted();
    onProgress?.({ stage: 'file', done, total: done });
    const blob = await writer.finish();
    signal?.throwIfAborted();
    return { fileName: request.fileName, bytes: blob.size, rows: done, blob };
  } catch (error) {
    // A cancel also breaks the writer; report the cancel, not its echo.
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    writer.dispose();
  }
}
