/** The pure rules of the XLSX sheet: its name, column widths, number formats and cell values. */
import { isMissing } from '../../domain/number-format.ts';
import type { ExportKind } from './export-column.ts';

/**
 * Format codes are stored locale-neutral (`,` groups, `.` marks decimals) and shown by the reader's
 * locale: German Excel shows `#,##0.00` as `1.234,56`. The numbers themselves stay numbers.
 */
export const INTEGER_FORMAT = '#,##0';
export const DECIMAL_FORMAT = '#,##0.00';

export function numberFormatOf(kind: ExportKind): string | undefined {
  if (kind === 'integer') return INTEGER_FORMAT;
  if (kind === 'decimal') return DECIMAL_FORMAT;
  return undefined;
}

export const MIN_WIDTH_CHARS = 8;
export const MAX_WIDTH_CHARS = 60;
/** About one character of Excel's default font (Calibri 11) per 7 pixels. */
const PIXELS_PER_CHAR = 7;

/** Table pixels → Excel character widths, clamped 8–60 so no column vanishes or fills the screen. */
export function columnWidthChars(pixels: number): number {
  // Infinitely wide is as wide as a column gets, not as narrow: widths must grow with the pixels.
  if (Number.isNaN(pixels)) return MIN_WIDTH_CHARS;
  const chars = Math.round(pixels / PIXELS_PER_CHAR);
  return Math.min(MAX_WIDTH_CHARS, Math.max(MIN_WIDTH_CHARS, chars));
}

export const MAX_SHEET_NAME = 31;
export const FALLBACK_SHEET_NAME = 'Keywords';
const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\\p{Cc}]/gu;

const trimEdges = (text: string): string => text.replace(/^['\s]+|['\s]+$/g, '');

/**
 * Excel's sheet name rules: 1–31 characters, none of `[ ] : * ? / \`, no apostrophe at either end and
 * not the reserved name "History". Forbidden characters become spaces; a name left empty or reserved
 * becomes "Keywords". The cut at 31 never splits a surrogate pair (an emoji).
 */
export function sheetName(name: string): string {
  let clean = trimEdges(name.replace(FORBIDDEN_IN_SHEET_NAME, ' ').replace(/\s+/g, ' '));
  if (clean.length > MAX_SHEET_NAME) {
    const cut = /[\uD800-\uDBFF]/.test(clean.charAt(MAX_SHEET_NAME - 1)) ? MAX_SHEET_NAME - 1 : MAX_SHEET_NAME;
    clean = trimEdges(clean.slice(0, cut));
  }
  if (clean === '' || clean.toLowerCase() === 'history') return FALLBACK_SHEET_NAME;
  return clean;
}

/** Excel's limit for the text of one cell; longer text makes Excel repair the file. */
export const MAX_CELL_TEXT = 32767;

/**
 * What one cell stores: numbers as numbers (not finite → empty), text as text up to Excel's limit.
 * Text is never a formula in XLSX (it is written as a string), so it needs no apostrophe as in CSV.
 */
export function xlsxCellValue(value: string | number | null): string | number | null {
  if (value === null) return null;
  if (typeof value === 'number') return isMissing(value) ? null : value;
  return value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value;
}
