/**
 * The brand index as a file: one line per month, for each brand its share of search (percent) and its
 * search volume, then the market's total. CSV and XLSX are written from the same table, with the
 * keyword exports' rules (German CSV for Excel; numbers stay numbers in XLSX; CSV injection guarded).
 */
import type { BrandIndexResponse } from '../../domain/contracts/brands.ts';
import { CSV_BOM, CSV_LINE_END, CSV_MIME, CSV_SEPARATOR, csvNumber, csvText } from '../../workbench/export/csv.ts';
import { loadExcelJs } from '../../workbench/export/exceljs-loader.ts';
import type { ExportKind } from '../../workbench/export/export-column.ts';
import { downloadBlob, exportFileName, type ExportFormat } from '../../workbench/export/export-file.ts';
import { XLSX_MIME } from '../../workbench/export/xlsx.ts';
import { buildXlsxBook, type XlsxCell, type XlsxColumnSpec } from '../../workbench/export/xlsx-book.ts';
import { monthLabels } from './share-series.ts';

export interface IndexTable {
  readonly columns: readonly XlsxColumnSpec[];
  readonly rows: readonly (readonly XlsxCell[])[];
}

/** A share as the file writes it: percent with two decimals (34.52), so a spreadsheet can sum it. */
const percent = (share: number | null | undefined): number | null => (share === null || share === undefined ? null : Math.round(share * 10_000) / 100);

export function indexTable(index: Pick<BrandIndexResponse, 'months' | 'brands' | 'totals'>): IndexTable {
  const columns: XlsxColumnSpec[] = [{ header: 'Month', width: 90, kind: 'text' }];
  for (const brand of index.brands) {
    columns.push({ header: `${brand.name} share of search (%)`, width: 150, kind: 'decimal' });
    columns.push({ header: `${brand.name} search volume`, width: 150, kind: 'integer' });
  }
  columns.push({ header: 'All brands search volume', width: 150, kind: 'integer' });
  const rows = index.months.map((key, at) => {
    const cells: XlsxCell[] = [monthLabels(key).long];
    for (const brand of index.brands) cells.push(percent(brand.shares[at]), brand.volumes[at] ?? null);
    cells.push(index.totals[at] ?? null);
    return cells;
  });
  return { columns, rows };
}

const csvCellOf = (cell: XlsxCell, kind: ExportKind): string => {
  if (cell === null) return '';
  return typeof cell === 'number' ? csvNumber(cell, kind) : csvText(cell);
};

export function indexCsv(table: IndexTable): string {
  const head = table.columns.map((column) => csvText(column.header)).join(CSV_SEPARATOR);
  const lines = table.rows.map((row) => row.map((cell, i) => csvCellOf(cell, table.columns[i]?.kind ?? 'text')).join(CSV_SEPARATOR));
  return CSV_BOM + [head, ...lines].map((line) => line + CSV_LINE_END).join('');
}

export async function indexXlsx(table: IndexTable, sheet: string): Promise<ArrayBuffer> {
  const book = buildXlsxBook(await loadExcelJs(), { name: sheet, columns: [...table.columns] });
  book.add(table.rows);
  return book.finish();
}

/** Builds the file and hands it to the browser: `sportmarken-brand-index-2026-11-25.xlsx`. */
export async function downloadIndex(index: BrandIndexResponse, format: ExportFormat): Promise<string> {
  const table = indexTable(index);
  const name = exportFileName(`${index.dashboard.name} brand index`, format, new Date());
  const blob = format === 'csv'
    ? new Blob([indexCsv(table)], { type: CSV_MIME })
    : new Blob([await indexXlsx(table, index.dashboard.name)], { type: XLSX_MIME });
  downloadBlob(blob, name);
  return name;
}
