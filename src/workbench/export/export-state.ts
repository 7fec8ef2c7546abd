/** What the export UI shows, and the words it uses; pure so the texts are tested without a DOM. */
import { formatNumber } from '../../domain/number-format.ts';

/** How far a running export is; the runner reports it, the progress bar shows it. */
export interface ExportProgress {
  /** `rows` while rows are written, `file` while the file is packed (XLSX zips everything at the end). */
  stage: 'rows' | 'file';
  done: number;
  /** Unknown only while an async iterable without `total` still delivers rows. */
  total: number | null;
}

/** Quick exports finish without a flash of progress bar; slower ones show it after this delay. */
export const PROGRESS_DELAY_MS = 500;

/** True once an export has run for more than half a second. */
export function shouldShowProgress(startedAt: number, now: number): boolean {
  return now - startedAt > PROGRESS_DELAY_MS;
}

export type ExportState =
  | { status: 'idle' }
  | ({ status: 'running'; startedAt: number } & ExportProgress)
  | { status: 'done'; fileName: string; rows: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

const rowsText = (count: number): string => `${formatNumber(count)} ${count === 1 ? 'row' : 'rows'}`;

/** "Exporting 12.000 of 100.000 rows…", with German digit grouping as everywhere in the table. */
export function progressLabel(progress: ExportProgress): string {
  if (progress.stage === 'file') return `Writing the file with ${rowsText(progress.done)}…`;
  if (progress.total === null) return `Exporting ${rowsText(progress.done)}…`;
  return `Exporting ${formatNumber(progress.done)} of ${rowsText(progress.total)}…`;
}

/** The live-region text of a finished, failed or cancelled export; empty while idle or running. */
export function statusText(state: ExportState): string {
  switch (state.status) {
    case 'done':
      return `Downloaded ${state.fileName}: ${rowsText(state.rows)}.`;
    case 'failed':
      return `Export failed: ${state.message}`;
    case 'cancelled':
      return 'Export cancelled.';
    default:
      return '';
  }
}
