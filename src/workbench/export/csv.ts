/**
 * CSV for German Excel: UTF-8 with BOM (without it Excel reads the bytes as Windows-1252), `;` between
 * cells (German Excel's list separator, because `,` is the decimal mark) and CRLF line ends.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { isMissing } from '../../domain/number-format.ts';
import type { ExportColumn, ExportKind } from './export-column.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';
export const CSV_MIME = 'text/csv;charset=utf-8';

/**
 * Numbers without thousands separators: German Excel reads both `1234,56` and `1.234,56` as numbers, but
 * LibreOffice, Google Sheets' import and Excel with a changed separator setting may read `1.234` as the
 * decimal 1,234 or as a date. The plain form is read as the same number everywhere a comma is the decimal
 * mark. So this does not use formatNumber of number-format.ts, which groups thousands for the screen.
 * `signDisplay: 'negative'` keeps a value rounded to zero from being written as `-0`.
 */
const numberFormats: Record<Exclude<ExportKind, 'text'>, Intl.NumberFormat> = {
  integer: new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 0, signDisplay: 'negative' }),
  decimal: new Intl.NumberFormat('de-DE', {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }),
};
/** A number in a text column keeps its decimals (up to 2), still German. */
const textNumberFormat = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 2, signDisplay: 'negative' });

/**
 * Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"): a keyword such
 * as `=HYPERLINK(...)` from a foreign source must not run when the file is opened. Such a text cell gets
 * a leading apostrophe. Excel shows the apostrophe as part of the text after a CSV import; that visible
 * mark is the price of the protection. Numbers are never prefixed: they are written by the formats above.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

/** One text cell: formula-protected, then quoted when it holds a separator, quote, line break or edge space. */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number as German Excel reads it back as a number: `1234,56`; not finite → empty cell. */
export function csvNumber(value: number, kind: ExportKind): string {
  if (isMissing(value)) return '';
  return kind === 'text' ? textNumberFormat.format(value) : numberFormats[kind].format(value);
}

export function csvCell(column: ExportColumn, row: KeywordRow): string {
  const value = column.value(row);
  if (value === null) return '';
  return typeof value === 'number' ? csvNumber(value, column.kind) : csvText(value);
}

/** The BOM and the header line: the column titles as the table shows them. */
export function csvHead(columns: readonly ExportColumn[]): string {
  return CSV_BOM + columns.map((column) => csvText(column.header)).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** The lines of some rows, each ended by CRLF, so chunks can be concatenated as they are. */
export function csvLines(columns: readonly ExportColumn[], rows: Iterable<KeywordRow>): string {
  let text = '';
  for (const row of rows) {
    text += columns.map((column) => csvCell(column, row)).join(CSV_SEPARATOR) + CSV_LINE_END;
  }
  return text;
}

export function toCsv(columns: readonly ExportColumn[], rows: Iterable<KeywordRow>): string {
  return csvHead(columns) + csvLines(columns, rows);
}

/**
 * The file in parts of `chunkSize` rows (the head first), so a large export can be written between
 * turns of the event loop and the parts handed to a Blob without one huge string.
 */
export function* csvChunks(columns: readonly ExportColumn[], rows: Iterable<KeywordRow>, chunkSize = 2000): Generator<string> {
  const size = Math.max(1, Math.floor(chunkSize));
  yield csvHead(columns);
  let chunk: KeywordRow[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      yield csvLines(columns, chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) yield csvLines(columns, chunk);
}
