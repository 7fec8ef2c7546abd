/**
 * Delimited text (CSV, TSV, semicolon files) split into records through fast-csv's parser (decision
 * 0046). The synchronous `Parser` class is used instead of `parseString`, which needs Node streams:
 * the same code then runs in the browser bundle (preview) and on the server (import).
 */
import { Parser } from '@fast-csv/parse/build/src/parser/index.js';
import { ParserOptions } from '@fast-csv/parse/build/src/ParserOptions.js';

export type Separator = ';' | ',' | '\t';

export const SEPARATORS: readonly Separator[] = [';', ',', '\t'];

export interface CsvRecord {
  /** 1-based line of the text where the record starts. */
  readonly line: number;
  readonly fields: string[];
}

export interface BrokenRecord {
  readonly line: number;
  readonly reason: string;
}

/** Lines looked at to find the separator; Keyword Planner puts two title lines before its header. */
const SNIFFED_LINES = 10;

export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * The separator of the file: the one of `;`, `,` and tab found most often outside quotes in the first
 * ten non-blank lines; null when none occurs (a one-column file). Choice: on a tie `;` wins over `,`
 * over tab, because German spreadsheet exports use `;` and keep `,` as the decimal mark.
 */
export function detectSeparator(text: string): Separator | null {
  const counts = new Map<Separator, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  let lines = 0;
  let blank = true;
  for (const char of stripBom(text)) {
    if (char === '"') quoted = !quoted;
    // A quoted field may span lines, so a line ends only at a break outside quotes.
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (!blank) lines++;
      blank = true;
      if (lines >= SNIFFED_LINES) break;
      continue;
    } else if (!quoted && (char === ';' || char === ',' || char === '\t')) counts.set(char, (counts.get(char) ?? 0) + 1);
    if (char.trim() !== '') blank = false;
  }
  let best: Separator | null = null;
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (best === null ? 0 : (counts.get(best) ?? 0))) best = separator;
  }
  return best;
}

/** Physical lines with their line break kept, so fed back to the parser they are the text again. */
function physicalLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$/gu) ?? [];
}

const breaks = (text: string) => (text.match(/\r\n|\n|\r/gu) ?? []).length;

/**
 * Records with the line each starts on. With a null separator every line is one field. Blank lines
 * are skipped. Choices: fields are kept as written (no trimming; callers tidy); a record the parser
 * cannot read (a quote closed in the middle of a field, a quote never closed) is named in `broken` with
 * its line and the reading goes on at the next line.
 */
export function readCsvRecords(input: string, separator: Separator | null): { records: CsvRecord[]; broken: BrokenRecord[] } {
  const text = stripBom(input);
  if (separator === null) {
    const records = text.split(/\r\n|\n|\r/u).flatMap((line, index) => (line.trim() === '' ? [] : [{ line: index + 1, fields: [line] }]));
    return { records, broken: [] };
  }
  const parser = new Parser(new ParserOptions({ delimiter: separator }));
  const lines = physicalLines(text);
  const records: CsvRecord[] = [];
  const broken: BrokenRecord[] = [];
  let pending = '';
  let start = 1;
  lines.forEach((physical, index) => {
    const lineNumber = index + 1;
    if (pending === '') start = lineNumber;
    pending += physical;
    const last = index === lines.length - 1;
    try {
      const result = parser.parse(pending, !last);
      let line = start;
      for (const fields of result.rows) {
        if (fields.some((f) => f.trim() !== '')) records.push({ line, fields });
        line += 1 + fields.reduce((sum, f) => sum + breaks(f), 0);
      }
      pending = result.line;
      if (pending !== '') start = lineNumber - breaks(pending.replace(/(?:\r\n|\n|\r)$/u, ''));
    } catch {
      const reason = last && breaks(pending.trimEnd()) > 0 ? 'a quote opened in this line is never closed' : 'a quote in this line is not closed where the field ends';
      broken.push({ line: start, reason });
      pending = '';
    }
    if (last && pending.trim() !== '') broken.push({ line: start, reason: 'a quote opened in this line is never closed' });
  });
  return { records, broken };
}
