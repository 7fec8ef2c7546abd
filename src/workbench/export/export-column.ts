/**
 * A column as the exports see it: the column model (src/workbench/columns) turns the visible columns
 * into these, so CSV and XLSX write exactly what the table shows, in its order and with its names.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';

export type ExportKind = 'text' | 'integer' | 'decimal';

export interface ExportColumn {
  /** The header cell: the column's (possibly renamed) title. */
  readonly header: string;
  /** Width in pixels as the table shows it; the XLSX writer turns it into character widths. */
  readonly width: number;
  /** Numbers are written as numbers (XLSX) or German decimals (CSV); text as it is. */
  readonly kind: ExportKind;
  /** The value of one row; null writes an empty cell. Numbers for integer and decimal columns. */
  value(row: KeywordRow): string | number | null;
}
