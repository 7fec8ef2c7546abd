/**
 * A keyword export read into rows (decision 0046): the separator detected, the records split by
 * papaparse, the header row found and its columns recognised (or mapped by hand), the numbers read
 * with the rules of import-numbers.ts. Imported values stay apart from our own metrics and carry the
 * tool they came from.
 */
import { detectSeparator, readCsvRecords, type CsvRecord, type Separator } from './csv-records.ts';
import { detectTool, headersAreGerman, IMPORT_FIELDS, mappingFromHeaders, recogniseHeader, type ColumnMapping, type ImportField, type ImportTool } from './import-headers.ts';
import { currencyCode, currencyOfCell, currencyOfHeader, isCurrencyHeader } from './import-currency.ts';
import { columnDecimalMark, parseImportNumber, type DecimalMark, type NumberKind } from './import-numbers.ts';

export const NUMBER_FIELDS = ['volume', 'difficulty', 'cpc', 'position', 'clicks', 'impressions'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

const KIND: Record<NumberField, NumberKind> = { volume: 'count', clicks: 'count', impressions: 'count', difficulty: 'decimal', cpc: 'decimal', position: 'decimal' };

/** An imported number: a value, or a range exactly as the tool gave it. */
export type ImportedNumber = { readonly kind: 'value'; readonly value: number } | { readonly kind: 'range'; readonly low: number | null; readonly high: number | null };

export interface ImportedRow {
  readonly line: number;
  /** The keyword cell with line breaks made spaces; SPEC §5 rules are the caller's. */
  readonly keyword: string;
  readonly numbers: Partial<Record<NumberField, ImportedNumber>>;
  readonly url: string | null;
  /** The currency of the line's CPC as the file names it (cell, Currency column, CPC header), or null. */
  readonly currency: string | null;
  /** Non-empty cells of columns mapped to no field, in column order. */
  readonly others: readonly string[];
}

export interface ImportIssue {
  readonly line: number;
  readonly message: string;
}

export interface KeywordImport {
  readonly separator: Separator | null;
  readonly tool: ImportTool;
  /** Line of the header row, or null when the file has none. */
  readonly headerLine: number | null;
  /** The header cells, or `Column 1`, `Column 2` … without a header row. */
  readonly headers: readonly string[];
  readonly mapping: ColumnMapping;
  /** The cells of the first data record, shown beside each column when mapping by hand. */
  readonly sample: readonly string[];
  /** Whether the keyword column was found by its header (false: the first column is assumed). */
  readonly keywordRecognised: boolean;
  /** Whether the columns were mapped by hand in the dialog. */
  readonly mappedByHand: boolean;
  readonly rows: readonly ImportedRow[];
  /** Lines not read at all: broken quoting, no keyword. */
  readonly rejected: readonly ImportIssue[];
  /** Values not read (the line itself is kept): `Line 4: Search volume “12,5” is not a whole number`. */
  readonly skippedValues: readonly ImportIssue[];
}

export interface ImportOptions {
  /** A mapping chosen by hand; replaces the recognised one. */
  readonly mapping?: ColumnMapping;
  /** Overrides whether the first record (after title lines) is a header. */
  readonly hasHeader?: boolean;
}

export const EMPTY_KEYWORD = 'the keyword cell is empty';

/** Records looked at for the header: Keyword Planner writes two title lines first. */
const HEADER_SEARCH = 5;

/** Old one-column files start with this word; it is a header, not a keyword. */
const PLAIN_HEADERS = new Set(['keyword', 'keywords', 'suchbegriff']);

function findHeader(records: readonly CsvRecord[]): number | null {
  const index = records.slice(0, HEADER_SEARCH).findIndex((r) => mappingFromHeaders(r.fields).keyword !== null);
  return index < 0 ? null : index;
}

const NUMBER_LIKE = /^(?=.*\d)[\d.,%\s<>€$–-]+[km]?$/iu;

/**
 * Without a recognised keyword header, the first record is a header when one of its cells names a field
 * we read (`Begriff;Suchvolumen`), when its only or first cell is `keyword`, `keywords` or
 * `Suchbegriff` (old one-column files), or when a column other than the first holds text there and a number in the next
 * record (`Begriff;Monatliche Suchen` over `schuhe;12.000`): a header the user then maps by hand.
 */
function looksLikeHeader(first: CsvRecord | undefined, second: CsvRecord | undefined): boolean {
  if (!first) return false;
  if (first.fields.some((cell) => recogniseHeader(cell) !== null)) return true;
  if (PLAIN_HEADERS.has((first.fields[0] ?? '').trim().toLocaleLowerCase('de-DE'))) return true;
  if (!second || first.fields.length < 2) return false;
  // The first column is left out: a keyword may be a number (`1860`).
  return first.fields.some((cell, index) => {
    if (index === 0) return false;
    const below = (second.fields[index] ?? '').trim();
    return cell.trim() !== '' && !NUMBER_LIKE.test(cell.trim()) && below !== '' && NUMBER_LIKE.test(below);
  });
}

function defaultMapping(): ColumnMapping {
  return { keyword: 0, volume: null, difficulty: null, cpc: null, position: null, url: null, clicks: null, impressions: null };
}

export function readKeywordImport(text: string, options: ImportOptions = {}): KeywordImport {
  const separator = detectSeparator(text);
  const { records, broken } = readCsvRecords(text, separator);
  const recognised = findHeader(records);
  const headerIndex = options.hasHeader === false ? null : (recognised ?? (options.hasHeader === true || looksLikeHeader(records[0], records[1]) ? 0 : null));
  const header = headerIndex === null ? null : records[headerIndex];
  const width = Math.max(0, ...records.map((r) => r.fields.length));
  const headers = header ? header.fields.map((f, i) => f.trim() || `Column ${i + 1}`) : Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  const recognisedMapping = header ? mappingFromHeaders(header.fields) : null;
  const keywordRecognised = recognisedMapping?.keyword !== null && recognisedMapping !== null;
  const mapping = options.mapping ?? (keywordRecognised && recognisedMapping ? recognisedMapping : { ...defaultMapping(), ...pickNumbers(recognisedMapping) });
  const data = headerIndex === null ? records : records.slice(headerIndex + 1);
  const fallback: DecimalMark = separator === ';' || headersAreGerman(headers) ? ',' : '.';
  const marks = Object.fromEntries(
    NUMBER_FIELDS.map((field) => {
      const column = mapping[field];
      return [field, column === null ? fallback : columnDecimalMark(data.map((r) => r.fields[column] ?? ''), fallback)];
    }),
  ) as Record<NumberField, DecimalMark>;

  const rows: ImportedRow[] = [];
  const rejected: ImportIssue[] = broken.map((b) => ({ line: b.line, message: b.reason }));
  const skippedValues: ImportIssue[] = [];
  const used = new Set(Object.values(mapping).filter((v): v is number => v !== null));
  // Keyword Planner's Currency column names each line's currency; it is read for the CPC, not kept as a tag.
  const currencyColumn = header ? header.fields.findIndex(isCurrencyHeader) : -1;
  if (currencyColumn >= 0) used.add(currencyColumn);
  const headerCurrency = header && mapping.cpc !== null ? currencyOfHeader(header.fields[mapping.cpc] ?? '') : null;
  for (const record of data) {
    const keywordColumn = mapping.keyword;
    const keyword = keywordColumn === null ? '' : (record.fields[keywordColumn] ?? '').replace(/[\r\n]+/gu, ' ').trim();
    if (keyword === '') {
      rejected.push({ line: record.line, message: EMPTY_KEYWORD });
      continue;
    }
    const numbers: Partial<Record<NumberField, ImportedNumber>> = {};
    for (const field of NUMBER_FIELDS) {
      const column = mapping[field];
      if (column === null) continue;
      const parsed = parseImportNumber(record.fields[column] ?? '', KIND[field], marks[field]);
      if (parsed.kind === 'invalid') skippedValues.push({ line: record.line, message: `${headers[column] ?? field} ${parsed.reason}` });
      else if (parsed.kind !== 'empty') numbers[field] = parsed;
    }
    const url = mapping.url === null ? null : (record.fields[mapping.url] ?? '').trim() || null;
    const others = record.fields.filter((cell, index) => !used.has(index) && cell.trim() !== '').map((cell) => cell.trim());
    const currency = numbers.cpc ? currencyOf(record, mapping.cpc, currencyColumn, headerCurrency) : null;
    rows.push({ line: record.line, keyword, numbers, url, currency, others });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { separator, tool: header ? detectTool(header.fields) : 'file', headerLine: header?.line ?? null, headers, mapping, sample: data[0]?.fields ?? [], keywordRecognised, mappedByHand: options.mapping !== undefined, rows, rejected, skippedValues };
}

/**
 * The first field mapped to a column the file does not have, or null. A hand mapping sent with a file
 * (an API client's, or one made for another file) would otherwise read empty cells without a word.
 */
export function mappedColumnOutside(file: KeywordImport): { field: ImportField; column: number; width: number } | null {
  const width = file.headers.length;
  for (const field of IMPORT_FIELDS) {
    const column = file.mapping[field];
    if (column !== null && column >= width) return { field, column, width };
  }
  return null;
}

/** A line's CPC currency: the cell's own sign first, then the Currency column, then the CPC header. */
function currencyOf(record: CsvRecord, cpcColumn: number | null, currencyColumn: number, headerCurrency: string | null): string | null {
  const cell = cpcColumn === null ? null : currencyOfCell(record.fields[cpcColumn] ?? '');
  const column = currencyColumn < 0 ? null : currencyCode(record.fields[currencyColumn] ?? '');
  return cell ?? column ?? headerCurrency;
}

/** Recognised number columns kept when only the keyword column has to be assumed. */
function pickNumbers(mapping: ColumnMapping | null): Partial<Record<ImportField, number | null>> {
  if (mapping === null) return {};
  const { keyword: _keyword, ...rest } = mapping;
  return Object.fromEntries(Object.entries(rest).filter(([, column]) => column !== 0));
}
