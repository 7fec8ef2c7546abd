import type { ExportResponse } from '../../domain/contracts/monitoring.ts';
import { CSV_MIME, toCsv } from '../../workbench/export/csv.ts';
import { downloadBlob, exportFileName, type ExportFormat } from '../../workbench/export/export-file.ts';
import { toXlsx, XLSX_MIME } from '../../workbench/export/xlsx.ts';
import { historySheet } from './history-export.ts';

/** Writes the history as a file and hands it to the browser; answers the file name. */
export async function downloadHistory(answer: ExportResponse, format: ExportFormat, onProgress?: (done: number, total: number) => void): Promise<string> {
  const sheet = historySheet(answer);
  const fileName = exportFileName(`${sheet.name} rankings history`, format, new Date());
  if (format === 'csv') {
    downloadBlob(new Blob([toCsv(sheet.columns, sheet.rows)], { type: CSV_MIME }), fileName);
    return fileName;
  }
  const data = await toXlsx(sheet.columns, sheet.rows, { sheetName: 'Rankings history', ...(onProgress ? { onProgress } : {}) });
  downloadBlob(new Blob([data], { type: XLSX_MIME }), fileName);
  return fileName;
}
