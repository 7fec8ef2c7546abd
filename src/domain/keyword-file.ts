/**
 * Keywords from an uploaded file (Google Search Volume screen; SPEC §5 input rules apply afterwards
 * through phrase-validation.ts). Delimited files go through the import reader (decision 0046): the
 * keyword column is found by its header, or is the first column.
 */
import { readKeywordImport } from './import/keyword-import.ts';

export type KeywordFileKind = 'csv' | 'text';

/**
 * The keywords of a file, one per entry, ready to be joined with line breaks into the keyword box.
 * Text files (`kind: 'text'`) are one keyword per line as they are; delimited files give their keyword
 * column. Choices: blank entries are dropped; line breaks inside a quoted field become spaces so one
 * keyword stays one line; a first line `keyword` or `keywords` (any case) is a header.
 */
export function keywordsFromFile(text: string, kind: KeywordFileKind): string[] {
  if (kind === 'csv') return readKeywordImport(text).rows.map((row) => row.keyword);
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n|\r/u).map((line) => line.trim()).filter((line) => line !== '');
  if (lines[0] !== undefined && /^keywords?$/iu.test(lines[0])) lines.shift();
  return lines;
}

/** CSV and TSV by extension or MIME type; everything else is read as plain text. */
export function keywordFileKind(fileName: string, mimeType: string): KeywordFileKind {
  return /\.(?:csv|tsv|tab)$/iu.test(fileName) || mimeType === 'text/csv' || mimeType === 'text/tab-separated-values' ? 'csv' : 'text';
}
