/**
 * Rows for the system clipboard, shaped for a paste into Google Sheets or Excel: tab-separated text with
 * a header row (what both read from a plain-text paste) and the same cells as an HTML table (what a rich
 * paste into Sheets, Excel, Word or a mail reads). The columns are the table's visible ones in its order,
 * so a paste shows what the user sees selected.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { csvNumber } from './csv.ts';
import type { ExportColumn } from './export-column.ts';

export interface SpreadsheetCopy {
  /** `text/plain`: cells split by tabs, rows by CRLF, the header row first. */
  readonly text: string;
  /** `text/html`: one `<table>` with a `<thead>` row. */
  readonly html: string;
}

/**
 * The cell-opening characters that csv.ts guards (OWASP "CSV injection"): a paste would run them as a
 * formula. And the apostrophe itself: a pasted cell loses a leading one, so `'s-Hertogenbosch` needs a
 * second to arrive whole.
 */
const TEXT_PREFIX_NEEDED = /^[=+\-@\t\r']/u;
/**
 * Excel and Sheets read a pasted cell that starts with a quote as quoted: up to the next lone quote, with
 * `""` for a quote and tabs and line breaks inside kept as text. Any other cell is read as it stands.
 */
const NEEDS_QUOTES = /[\t\r\n"]/u;
const ROW_END = '\r\n';

/**
 * One text cell. A formula start (or an apostrophe) gets the apostrophe that both spreadsheets take as
 * "this is text" and do not show; a tab, line break or quote makes it a quoted cell.
 */
export function tsvText(text: string): string {
  const safe = TEXT_PREFIX_NEEDED.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A cell as text before quoting, and whether it is a number. Numbers are German without thousands
 * separators (`1234,56`), as in the CSV export: a German Sheets or Excel reads that as a number, where
 * `1.234` may be read as a date or as 1,234.
 */
function cellOf(column: ExportColumn, row: KeywordRow): { text: string; numeric: boolean } {
  const value = column.value(row);
  if (value === null) return { text: '', numeric: false };
  return typeof value === 'number' ? { text: csvNumber(value, column.kind), numeric: true } : { text: value, numeric: false };
}

const HTML_BREAK = '<br style="mso-data-placement:same-cell">';
const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * A cell's text as HTML. A line break becomes Excel's same-cell `<br>` (a plain one would start a new row
 * there; Sheets reads both as a break inside the cell).
 */
export const htmlText = (text: string): string =>
  text.replace(/[&<>"]/gu, (char) => HTML_ESCAPES[char] ?? char).replace(/\r\n|\r|\n/gu, HTML_BREAK);

/** The copy of `rows` under `columns`. No rows still gives the header row: it says what would be there. */
export function spreadsheetCopy(columns: readonly ExportColumn[], rows: readonly KeywordRow[]): SpreadsheetCopy {
  const lines: string[] = [columns.map((c) => tsvText(c.header)).join('\t')];
  const bodyRows: string[] = [];
  for (const row of rows) {
    const cells = columns.map((c) => cellOf(c, row));
    // A number comes from csvNumber and never needs quotes; its minus sign is how a negative is typed,
    // so the formula guard is for text only.
    lines.push(cells.map((cell) => (cell.numeric ? cell.text : tsvText(cell.text))).join('\t'));
    bodyRows.push(`<tr>${cells.map((cell) => `<td>${htmlText(cell.text)}</td>`).join('')}</tr>`);
  }
  const head = `<tr>${columns.map((c) => `<th>${htmlText(c.header)}</th>`).join('')}</tr>`;
  // The charset line lets Excel on Windows read umlauts from the HTML flavour as UTF-8.
  const html = `<meta charset="utf-8"><table><thead>${head}</thead><tbody>${bodyRows.join('')}</tbody></table>`;
  return { text: lines.join(ROW_END), html };
}
