import type { ImportedValues } from './contracts/imported-values.ts';
import { importedValuesOf } from './import/imported-values.ts';
import type { ImportField } from './import/import-headers.ts';
import { EMPTY_KEYWORD, mappedColumnOutside, readKeywordImport, type ImportOptions, type KeywordImport } from './import/keyword-import.ts';
import { phraseError, phraseIdentity, tidyPhrase, type RejectedPhrase } from './phrase-validation.ts';

export type TrackedKeywordInput = { keyword: string; tags: string[] };

/**
 * The keywords a monitoring project is given as pasted lines (one keyword a line) or a file (the
 * keyword column found by its header or the first column; in a plain file every further non-empty
 * column is a tag, in a tool's export the tool's columns are no tags). SPEC §5 phrase rules apply;
 * rejected lines are named with their 1-based line. Choices: a header row (`keyword`, `keywords`,
 * `Suchbegriff` or a tool's header) is skipped; a repeated keyword keeps its first line and gains the
 * later line's tags.
 */
export function trackedKeywordsFromText(text: string, kind: 'paste' | 'csv'): { keywords: TrackedKeywordInput[]; rejected: RejectedPhrase[] } {
  return tracked(kind === 'csv' ? fileRows(readKeywordImport(text)) : { rows: pastedRows(text), broken: [] });
}

/** A name for the values of a plain file sent without its name (an API client's upload). */
export const UNNAMED_FILE = 'Uploaded file';

/**
 * A file's keywords as `trackedKeywordsFromText` reads them, and the values beside them to keep
 * (decision 0057): a tool's volume, KD, CPC, position, URL, clicks and impressions, marked with the
 * tool, or with `fileName` for a plain file; null when the file gives none. One reading serves both.
 * `options` carries the columns mapped by hand in the dialog, so browser and server read alike;
 * `outside` names a hand-mapped field whose column the file does not have (the server's 400).
 */
export function trackedKeywordsFromFile(
  text: string,
  fileName: string | undefined,
  options: ImportOptions = {},
): { keywords: TrackedKeywordInput[]; rejected: RejectedPhrase[]; imported: ImportedValues | null; outside: { field: ImportField; column: number; width: number } | null } {
  const file = readKeywordImport(text, options);
  return { ...tracked(fileRows(file)), imported: importedValuesOf(file, fileName ?? UNNAMED_FILE), outside: options.mapping ? mappedColumnOutside(file) : null };
}

function tracked(rows: { rows: SourceRow[]; broken: RejectedPhrase[] }): { keywords: TrackedKeywordInput[]; rejected: RejectedPhrase[] } {
  const byIdentity = new Map<string, TrackedKeywordInput>();
  const rejected: RejectedPhrase[] = rows.broken;
  for (const row of rows.rows) {
    const phrase = tidyPhrase(row.keyword);
    if (phrase === '') continue;
    const message = phraseError(phrase);
    if (message !== null) {
      rejected.push({ line: row.line, phrase, message });
      continue;
    }
    const identity = phraseIdentity(phrase);
    const known = byIdentity.get(identity);
    if (known) known.tags = mergeTags(known.tags, row.tags);
    else byIdentity.set(identity, { keyword: phrase, tags: mergeTags([], row.tags) });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { keywords: [...byIdentity.values()], rejected };
}

interface SourceRow {
  line: number;
  keyword: string;
  tags: readonly string[];
}

function pastedRows(text: string): SourceRow[] {
  return text.replace(/^\uFEFF/u, '').split(/\r?\n|\r/u).map((line, index) => ({ line: index + 1, keyword: line, tags: [] }));
}

function fileRows(file: KeywordImport): { rows: SourceRow[]; broken: RejectedPhrase[] } {
  const rows = file.rows.map((row) => ({ line: row.line, keyword: row.keyword, tags: file.tool === 'file' ? row.others : [] }));
  // An empty keyword cell is skipped as a blank line is; a line the parser cannot read is named.
  const broken = file.rejected.filter((r) => r.message !== EMPTY_KEYWORD).map((r) => ({ line: r.line, phrase: '', message: r.message }));
  return { rows, broken };
}

/** Union of tag lists, first spelling kept, compared case-insensitively, in order of first appearance. */
export function mergeTags(a: readonly string[], b: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of [...a, ...b]) {
    const t = tidyPhrase(tag);
    const id = t.toLocaleLowerCase('de-DE');
    if (t === '' || seen.has(id)) continue;
    seen.add(id);
    out.push(t);
  }
  return out;
}
