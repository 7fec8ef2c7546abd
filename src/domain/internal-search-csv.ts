/**
 * A site search log as CSV (Internal Searches, issue 19): the "Search term" report of Google
 * Analytics 4, Matomo's site search export or a spreadsheet, each line a search term, a count and a
 * day. The same parser runs for the preview in the browser and for the import on the server, so the
 * preview names exactly the lines the import refuses.
 */
import { readCsvRecords } from './import/csv-records.ts';
import { detectTool, IMPORT_TOOL_LABELS } from './import/import-headers.ts';
import { parseSearchCount, parseSearchDay, type CellResult } from './internal-search-values.ts';

export type LogSeparator = ',' | ';' | '\t';

/** Longer terms are pasted text, not a search; the column holds at most this. */
export const MAX_TERM_LENGTH = 200;

export interface RejectedLine {
  /** 1-based line of the file where the record starts. */
  readonly line: number;
  readonly reason: string;
}

/** Searches for one term on one day; lines repeating a term and day are added up. */
export interface SearchLogEntry {
  readonly term: string;
  readonly day: string;
  readonly count: number;
}

export interface ParsedSearchLog {
  readonly separator: LogSeparator;
  /** The header cells read as term, count and date (null: the day came from the report's end date). */
  readonly columns: { readonly term: string; readonly count: string; readonly date: string | null } | null;
  readonly entries: readonly SearchLogEntry[];
  readonly acceptedLines: number;
  readonly rejected: readonly RejectedLine[];
  readonly searches: number;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  /** Why nothing could be read (no header, no lines), or null. */
  readonly problem: string | null;
}

interface LogRecord {
  readonly line: number;
  readonly fields: string[];
}

const norm = (text: string) => text.trim().toLocaleLowerCase('de-DE').replace(/[\s_-]+/gu, ' ');

/** Header names per role, most specific first: the first one present wins (GA4 also exports users and views). */
const TERM_HEADERS = ['search term', 'suchbegriff', 'site search keyword', 'keyword', 'search keyword', 'suchwort', 'search query', 'suchanfrage', 'query', 'term', 'label', 'bezeichnung'].map(norm);
const COUNT_HEADERS = [
  'count', 'anzahl', 'searches', 'suchen', 'search count', 'anzahl suchen', 'event count', 'ereignisanzahl', 'anzahl der ereignisse', 'nb visits', 'visits',
  'besuche', 'total unique searches', 'eindeutige suchanfragen insgesamt', 'unique searches', 'views', 'aufrufe', 'hits',
].map(norm);
const DATE_HEADERS = ['date', 'datum', 'day', 'tag'].map(norm);
const TOTAL_WORDS = new Set(['total', 'totals', 'grand total', 'gesamt', 'gesamtsumme', 'summe', 'insgesamt'].map(norm));

/** The report's end date in a GA4 comment line: `# End date: 20261124` (German: `# Enddatum: …`). */
const END_DATE = /^#\s*(?:end date|enddatum)\s*:\s*(\S+)/iu;

/**
 * Splits into records with the line each starts on through the shared papaparse reader (decision
 * 0046). `#` lines are GA4 comments and kept apart, put back together if the separator split them;
 * a line the parser cannot read is refused with its line.
 */
function records(text: string, separator: LogSeparator): { records: LogRecord[]; comments: string[]; broken: RejectedLine[] } {
  const read = readCsvRecords(text, separator);
  const out: LogRecord[] = [];
  const comments: string[] = [];
  for (const record of read.records) {
    if (record.fields[0]?.trimStart().startsWith('#')) comments.push(record.fields.join(separator).trim());
    else out.push(record);
  }
  return { records: out, comments, broken: read.broken.map((b) => ({ line: b.line, reason: b.reason })) };
}

/**
 * The separator of the first line that is neither blank nor a `#` comment: the one of tab, `;` and
 * `,` found most often outside quotes. Choice: on a tie tab wins over `;` over `,`, as a term may
 * hold a comma but rarely a tab.
 */
export function detectLogSeparator(text: string): LogSeparator {
  const first = text.split(/\r?\n|\r/u).find((l) => l.trim() !== '' && !l.trimStart().startsWith('#')) ?? '';
  const counts: Record<LogSeparator, number> = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const char of first) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\t' || char === ';' || char === ',')) counts[char]++;
  }
  const order: LogSeparator[] = ['\t', ';', ','];
  return order.reduce((best, s) => (counts[s] > counts[best] ? s : best), '\t' as LogSeparator);
}

/** A search term as stored: trimmed, inner spaces collapsed, lower case (site search is case-blind). */
export function normaliseTerm(cell: string): string {
  return cell.replace(/\s+/gu, ' ').trim().toLocaleLowerCase('de-DE');
}

interface Layout {
  term: number;
  count: number;
  date: number | null;
  header: ParsedSearchLog['columns'];
  /** Index of the first data record. */
  firstData: number;
}

function headerLayout(fields: readonly string[], endDay: string | null): Layout | null {
  const names = fields.map(norm);
  const find = (aliases: readonly string[]) => {
    for (const alias of aliases) {
      const index = names.indexOf(alias);
      if (index >= 0) return index;
    }
    return -1;
  };
  const term = find(TERM_HEADERS);
  const count = find(COUNT_HEADERS);
  if (term < 0 || count < 0) return null;
  const date = find(DATE_HEADERS);
  if (date < 0 && endDay === null) return null;
  const cell = (index: number) => fields[index]?.trim() ?? '';
  return { term, count, date: date < 0 ? null : date, header: { term: cell(term), count: cell(count), date: date < 0 ? null : cell(date) }, firstData: 1 };
}

const EMPTY = { entries: [], acceptedLines: 0, rejected: [], searches: 0, firstDay: null, lastDay: null } as const;

/**
 * Reads a site search log. `today` (an ISO day) bounds the dates: a day after it is refused.
 * Every line that is not imported is named with its line number and the reason.
 */
export function parseSearchLog(input: string, today: string): ParsedSearchLog {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectLogSeparator(text);
  const { records: rows, comments, broken } = records(text, separator);
  const endComment = comments.map((c) => END_DATE.exec(c)?.[1]).find((v) => v !== undefined);
  const endDay = endComment === undefined ? null : parseSearchDay(endComment, today);
  const fallbackDay = endDay?.ok ? endDay.value : null;
  const first = rows[0];
  if (first === undefined) return { separator, columns: null, ...EMPTY, problem: 'The file holds no lines to import.' };

  let layout = headerLayout(first.fields, fallbackDay);
  if (layout === null) {
    // Without a header the columns are read as term, count, date when the first line fits that order.
    const fits = first.fields.length >= 3 && parseSearchCount(first.fields[1] ?? '').ok && parseSearchDay(first.fields[2] ?? '', today).ok;
    if (!fits) {
      return {
        separator, columns: null, ...EMPTY,
        problem: toolExportProblem(rows) ?? `Line ${first.line} is not a header naming the search term, the count and the date (for example "Search term", "Count", "Date" or "Suchbegriff", "Anzahl", "Datum").`,
      };
    }
    layout = { term: 0, count: 1, date: 2, header: null, firstData: 0 };
  }

  const sums = new Map<string, { term: string; day: string; count: number }>();
  const rejected: RejectedLine[] = [...broken];
  let acceptedLines = 0;
  for (const row of rows.slice(layout.firstData)) {
    const outcome = readLine(row, layout, fallbackDay, today);
    if (!outcome.ok) {
      rejected.push({ line: row.line, reason: outcome.reason });
      continue;
    }
    acceptedLines++;
    const { term, day, count } = outcome.value;
    const key = `${day}\u0000${term}`;
    const sum = sums.get(key);
    if (sum) sum.count += count;
    else sums.set(key, { term, day, count });
  }
  const entries = [...sums.values()];
  let firstDay: string | null = null;
  let lastDay: string | null = null;
  let searches = 0;
  for (const entry of entries) {
    searches += entry.count;
    if (firstDay === null || entry.day < firstDay) firstDay = entry.day;
    if (lastDay === null || entry.day > lastDay) lastDay = entry.day;
  }
  const problem = acceptedLines === 0 ? 'No line of the file could be imported; the reasons are listed by line.' : null;
  return { separator, columns: layout.header, entries, acceptedLines, rejected, searches, firstDay, lastDay, problem };
}

/**
 * A keyword tool's export holds searches on Google, not on the site (decision 0057): it is named, with
 * where its values are kept instead, rather than refused as a file without a header.
 */
function toolExportProblem(rows: readonly LogRecord[]): string | null {
  const tool = rows.slice(0, 5).map((row) => detectTool(row.fields)).find((found) => found !== 'file');
  if (tool === undefined) return null;
  const name = IMPORT_TOOL_LABELS[tool];
  return `This is a ${name} export: searches on Google, not on your site. Upload it in Search volume, a collection or a monitoring project, which keep its values as “Imported … (${name})” columns; here import a site search log (term, count and date).`;
}

function readLine(row: LogRecord, layout: Layout, fallbackDay: string | null, today: string): CellResult<SearchLogEntry> {
  const needed = Math.max(layout.term, layout.count, layout.date ?? 0) + 1;
  if (row.fields.length < needed) return { ok: false, reason: `it has ${row.fields.length} field${row.fields.length === 1 ? '' : 's'}, the header ${needed}` };
  const term = normaliseTerm(row.fields[layout.term] ?? '');
  const dateCell = layout.date === null ? '' : (row.fields[layout.date] ?? '').trim();
  if (term === '') return { ok: false, reason: 'the search term is empty' };
  if (TOTAL_WORDS.has(norm(term)) && dateCell === '') return { ok: false, reason: 'a totals line, not a search term' };
  if (term.length > MAX_TERM_LENGTH) return { ok: false, reason: `the search term is longer than ${MAX_TERM_LENGTH} characters` };
  const count = parseSearchCount(row.fields[layout.count] ?? '');
  if (!count.ok) return count;
  const day = layout.date === null && fallbackDay !== null ? { ok: true as const, value: fallbackDay } : parseSearchDay(dateCell, today);
  if (!day.ok) return day;
  return { ok: true, value: { term, day: day.value, count: count.value } };
}
