/**
 * Keywords from an uploaded CSV or text file (Google Search Volume screen, SPEC §5 input rules apply
 * afterwards through phrase-validation.ts). Only the first column counts.
 */

export type KeywordFileSeparator = ';' | ',' | '\t';

const SEPARATORS: readonly KeywordFileSeparator[] = [';', ',', '\t'];
const HEADER_NAMES = new Set(['keyword', 'keywords']);

/**
 * The separator of the first non-blank record: the one of `;`, `,` and tab found most often outside
 * quotes; null when none occurs (a one-column file). Choice: on a tie `;` wins over `,` over tab,
 * because German spreadsheet exports use `;` and keep `,` as the decimal mark.
 */
export function detectSeparator(text: string): KeywordFileSeparator | null {
  const counts = new Map<KeywordFileSeparator, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  let blank = true;
  for (const char of stripBom(text)) {
    if (char === '"') quoted = !quoted;
    // A quoted field may span lines, so the record ends only at a line break outside quotes.
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (!blank) break;
    } else if (!quoted && isSeparator(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
    if (char.trim() !== '') blank = false;
  }
  let best: KeywordFileSeparator | null = null;
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (best === null ? 0 : (counts.get(best) ?? 0))) best = separator;
  }
  return best;
}

function isSeparator(char: string): char is KeywordFileSeparator {
  return char === ';' || char === ',' || char === '\t';
}

function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * Splits CSV text into rows of fields (RFC 4180 quoting: `"a ""b"""` is `a "b"`, a quoted field may
 * hold separators and line breaks). With a null separator every line is one field.
 */
export function parseCsvRows(text: string, separator: KeywordFileSeparator | null): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const input = stripBom(text);
  for (let index = 0; index < input.length; index++) {
    const char = input.charAt(index);
    if (quoted) {
      if (char === '"' && input.charAt(index + 1) === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input.charAt(index + 1) === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStarted = false;
    } else {
      field += char;
      // Leading blanks before an opening quote are common in hand-edited files; they do not start the field.
      if (char !== ' ' && char !== '\t') fieldStarted = true;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The keywords of a file, one per entry, ready to be joined with line breaks into the keyword box.
 * Text files (`kind: 'text'`) are one keyword per line as they are; CSV files give their first column.
 * Choices: a first row whose first field is `keyword` or `keywords` (any case) is a header and skipped;
 * blank entries are dropped; line breaks inside a quoted field become spaces so one keyword stays one line.
 */
export function keywordsFromFile(text: string, kind: 'csv' | 'text'): string[] {
  const separator = kind === 'csv' ? detectSeparator(text) : null;
  const rows = kind === 'csv' ? parseCsvRows(text, separator) : stripBom(text).split(/\r?\n|\r/u).map((line) => [line]);
  const firstColumn = rows.map((row) => (row[0] ?? '').replace(/[\r\n]+/gu, ' ').trim());
  const nonBlank = firstColumn.filter((cell) => cell !== '');
  const first = nonBlank[0];
  if (first !== undefined && HEADER_NAMES.has(first.toLowerCase())) nonBlank.shift();
  return nonBlank;
}

/** CSV by extension or MIME type; everything else is read as plain text. */
export function keywordFileKind(fileName: string, mimeType: string): 'csv' | 'text' {
  return /\.csv$/iu.test(fileName) || mimeType === 'text/csv' ? 'csv' : 'text';
}
