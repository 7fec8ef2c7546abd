/** Columns and rows for the export tests, shaped like what the column model hands over. */
import type { Workbook } from 'exceljs';
import { emptyKeywordRow, type KeywordRow } from '../../src/domain/keyword-row.ts';
import { loadExcelJs } from '../../src/workbench/export/exceljs-loader.ts';
import type { ExportColumn } from '../../src/workbench/export/export-column.ts';

export const keywordColumn: ExportColumn = { header: 'Keyword', width: 240, kind: 'text', value: (row) => row.keyword };
export const volumeColumn: ExportColumn = { header: 'Ø Suchvolumen', width: 110, kind: 'integer', value: (row) => row.avgsv };
export const cpcColumn: ExportColumn = { header: 'CPC (€)', width: 84, kind: 'decimal', value: (row) => row.adwords_cpc_high };
export const categoryColumn: ExportColumn = { header: 'Kategorie; Pfad', width: 20, kind: 'text', value: (row) => row.categories };

export const exportColumns: readonly ExportColumn[] = [keywordColumn, volumeColumn, cpcColumn, categoryColumn];

export function exportRow(keyword: string, avgsv: number | null, cpc: number | null, categories: string | null = null): KeywordRow {
  return { ...emptyKeywordRow(keyword), avgsv, adwords_cpc_high: cpc, categories };
}

/** `count` rows with growing volumes and cents, for the chunked and large exports. */
export function manyRows(count: number): KeywordRow[] {
  return Array.from({ length: count }, (_, i) => exportRow(`keyword ${i}`, i * 1000 + 7, i + 0.25, i % 3 === 0 ? null : 'Mode > Schuhe'));
}

/**
 * A small RFC 4180 reader with `;` (for the tests only): quoted cells may hold `;`, `""` and line breaks;
 * every line must end with CRLF, so a missing last line end is an error, not a silently lost row.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== ';' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      } else {
        cell += char;
        i += 1;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (char === ';') {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else if (char === '"' || char === '\r' || char === '\n') {
      throw new Error(`unquoted ${JSON.stringify(char)} at ${i}`);
    } else {
      cell += char;
      i += 1;
    }
  }
  if (quoted || cell !== '' || row.length > 0) throw new Error('the text does not end with a complete line');
  return rows;
}

/**
 * Reads a written file back with ExcelJS, the same library and loading path as the app. ExcelJS's typings
 * declare its own `Buffer` (an ArrayBuffer subtype that clashes with Node's); at runtime `load` hands the
 * data to JSZip, which takes an ArrayBuffer, so the cast only bridges the typings.
 */
export async function readXlsx(data: ArrayBuffer): Promise<Workbook> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}
