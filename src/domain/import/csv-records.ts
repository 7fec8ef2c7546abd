/**
 * Delimited text (CSV, TSV, semicolon files) split into records through papaparse (decision 0046).
 * Its synchronous `Papa.parse` on a string runs in the browser bundle (preview) and on the server
 * (import) alike, so both name the same lines.
 */
import Papa from 'papaparse';

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

const QUOTE_NOT_CLOSED_AT_FIELD_END = 'a quote in this line is not closed where the field ends';
const QUOTE_NEVER_CLOSED = 'a quote opened in this line is never closed';

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

/** Physical lines with their line break kept, so joined again they are the text. */
function physicalLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$/gu) ?? [];
}

type Reading = { kind: 'record'; fields: string[] } | { kind: 'open' } | { kind: 'broken' };

/**
 * One record's text (a line, or lines joined while a quoted field spans them) read by papaparse.
 * Its own break is replaced by `\n`: papaparse knows one kind of break per call, where files mix them
 * (Excel writes `\n` inside cells and `\r\n` after rows), and a closing quote followed by blanks is
 * accepted before a break but refused at the end of the input. Breaks left inside are within quotes,
 * so they are field text whatever their kind; the empty record papaparse reads after the break is not
 * one of the file's.
 */
function readRecord(text: string, separator: Separator): Reading {
  const body = text.replace(/(?:\r\n|\n|\r)$/u, '');
  if (body.trim() === '') return { kind: 'record', fields: [body] };
  const result = Papa.parse<string[]>(`${body}\n`, { delimiter: separator, newline: '\n', quoteChar: '"', escapeChar: '"', header: false, dynamicTyping: false, skipEmptyLines: false });
  // papaparse reads on past a quote closed mid-field (`"bad"x`) and reports it; the record is refused.
  if (result.errors.some((error) => error.code === 'InvalidQuotes')) return { kind: 'broken' };
  if (result.errors.some((error) => error.code === 'MissingQuotes')) return { kind: 'open' };
  return { kind: 'record', fields: result.data[0] ?? [body] };
}

/**
 * Records with the line each starts on. With a null separator every line is one field. Blank lines
 * are skipped. Choices: fields are kept as written (no trimming; callers tidy); a record that cannot
 * be read (a quote closed in the middle of a field, a quote never closed) is named in `broken` with
 * its line and the reading goes on at the next line. The text goes to papaparse a record at a time:
 * a record's line is then where its first physical line is, and one bad quote cannot swallow the rest
 * of the file into one field, as papaparse's own recovery of the whole text would.
 */
export function readCsvRecords(input: string, separator: Separator | null): { records: CsvRecord[]; broken: BrokenRecord[] } {
  const text = stripBom(input);
  if (separator === null) {
    const records = text.split(/\r\n|\n|\r/u).flatMap((line, index) => (line.trim() === '' ? [] : [{ line: index + 1, fields: [line] }]));
    return { records, broken: [] };
  }
  const lines = physicalLines(text);
  const records: CsvRecord[] = [];
  const broken: BrokenRecord[] = [];
  let pending = '';
  let start = 1;
  lines.forEach((physical, index) => {
    if (pending === '') start = index + 1;
    pending += physical;
    const last = index === lines.length - 1;
    const reading = readRecord(pending, separator);
    // A quoted field goes on in the next line.
    if (reading.kind === 'open' && !last) return;
    if (reading.kind === 'record') {
      if (reading.fields.some((f) => f.trim() !== '')) records.push({ line: start, fields: reading.fields });
    } else {
      broken.push({ line: start, reason: reading.kind === 'open' ? QUOTE_NEVER_CLOSED : QUOTE_NOT_CLOSED_AT_FIELD_END });
    }
    pending = '';
  });
  return { records, broken };
}
