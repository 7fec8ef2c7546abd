/**
 * The XLSX workbook from plain cells: one sheet, bold frozen header row, column widths from the table,
 * numbers stored as numbers with a German-looking number format. Takes ExcelJS as an argument and holds
 * no functions, so the same code runs in the export worker and, in tests, in the same thread.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { ExcelJs } from './exceljs-module.ts';
import type { ExportColumn, ExportKind } from './export-column.ts';
import { columnWidthChars, numberFormatOf, sheetName, xlsxCellValue } from './xlsx-layout.ts';

export type XlsxCell = string | number | null;

/** What the worker needs to know of a column: no value function, which cannot cross to a worker. */
export interface XlsxColumnSpec {
  header: string;
  width: number;
  kind: ExportKind;
}

export interface XlsxSheetSpec {
  name: string;
  columns: XlsxColumnSpec[];
}

export function xlsxSheetSpec(columns: readonly ExportColumn[], name: string): XlsxSheetSpec {
  return { name, columns: columns.map(({ header, width, kind }) => ({ header, width, kind })) };
}

/** The values of some rows, read on the main thread where the column model lives. */
export function xlsxCells(columns: readonly ExportColumn[], rows: readonly KeywordRow[]): XlsxCell[][] {
  return rows.map((row) => columns.map((column) => column.value(row)));
}

export interface XlsxBook {
  add(cells: readonly (readonly XlsxCell[])[]): void;
  finish(): Promise<ArrayBuffer>;
}

/**
 * ExcelJS types its result as an ArrayBuffer, but hands over a Buffer (Node) or a Buffer polyfill (its
 * browser build): views that may share a larger pooled ArrayBuffer. Copy exactly the file's bytes.
 */
function ownArrayBuffer(data: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  const source = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
  const copy = new Uint8Array(source.byteLength);
  copy.set(source);
  return copy.buffer;
}

export function buildXlsxBook(ExcelJS: ExcelJs, spec: XlsxSheetSpec): XlsxBook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(spec.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => {
    const numFmt = numberFormatOf(column.kind);
    // A column style is copied into each new cell, so numbers get their format without a style per cell.
    return { width: columnWidthChars(column.width), ...(numFmt === undefined ? {} : { style: { numFmt } }) };
  });
  const header = sheet.addRow(spec.columns.map((column) => column.header));
  // Replaces the copied column style: the header is bold text, not a number format.
  header.eachCell((cell) => {
    cell.style = { font: { bold: true } };
  });
  return {
    add(cells) {
      for (const row of cells) sheet.addRow(row.map(xlsxCellValue));
    },
    async finish() {
      return ownArrayBuffer(await workbook.xlsx.writeBuffer());
    },
  };
}
