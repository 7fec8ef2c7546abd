/**
 * One export at a time for a table: starts the runner, turns its progress into ExportState, downloads
 * the file and lets the user cancel. A newer export cancels the older one, whose late answers are ignored.
 */
import { downloadBlob, exportFileName } from './export-file.ts';
import { runExport, type ExportRequest } from './export-runner.ts';
import type { ExportState } from './export-state.ts';

export interface StartExport extends Omit<ExportRequest, 'fileName' | 'onProgress' | 'signal'> {
  /** The name the file is built from, e.g. the research's name: `winter-sale-2026-11-23.csv`. */
  baseName: string;
}

export interface ExportControllerOptions {
  onState(state: ExportState): void;
  save?(blob: Blob, fileName: string): void;
  now?(): number;
}

export interface ExportController {
  start(request: StartExport): Promise<void>;
  cancel(): void;
}

export const EXPORT_FAILED_HINT = 'The file could not be written. Please try again.';

export function createExportController({ onState, save = downloadBlob, now = Date.now }: ExportControllerOptions): ExportController {
  let current: AbortController | null = null;

  return {
    async start(request) {
      current?.abort();
      const abort = new AbortController();
      current = abort;
      const startedAt = now();
      const { baseName, ...rest } = request;
      const fileName = exportFileName(baseName, request.format, new Date(startedAt));
      const total = Array.isArray(request.rows) ? request.rows.length : (request.total ?? null);
      onState({ status: 'running', startedAt, stage: 'rows', done: 0, total });
      try {
        const result = await runExport({
          ...rest,
          fileName,
          sheetName: request.sheetName ?? baseName,
          signal: abort.signal,
          onProgress: (progress) => {
            if (current === abort) onState({ status: 'running', startedAt, ...progress });
          },
        });
        if (current !== abort) return;
        save(result.blob, result.fileName);
        onState({ status: 'done', fileName: result.fileName, rows: result.rows });
      } catch (error) {
        if (current !== abort) return;
        if (abort.signal.aborted) onState({ status: 'cancelled' });
        else onState({ status: 'failed', message: error instanceof Error && error.message !== '' ? `${EXPORT_FAILED_HINT} (${error.message})` : EXPORT_FAILED_HINT });
      } finally {
        if (current === abort) current = null;
      }
    },
    cancel() {
      current?.abort();
    },
  };
}
