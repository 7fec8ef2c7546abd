/**
 * The values of an import that are kept with a collection (decision 0057): per keyword the tool's
 * numbers and URL, marked with their source; a keyword without any value carries nothing to keep.
 */
import type { ImportedEntry, ImportedValues, StoredImportedValues } from '../contracts/imported-values.ts';
import { phraseIdentity } from '../phrase-validation.ts';
import { importSource } from './imported-labels.ts';
import { NUMBER_FIELDS, type KeywordImport } from './keyword-import.ts';

/** Null when the file gave no value beside its keywords (a plain keyword list). */
export function importedValuesOf(file: KeywordImport, fileName: string): ImportedValues | null {
  const seen = new Set<string>();
  const entries: ImportedEntry[] = [];
  for (const row of file.rows) {
    const keyword = row.keyword.trim();
    const identity = phraseIdentity(keyword);
    // A keyword twice in a file: the first line counts, as the collection keeps the first too.
    if (keyword === '' || seen.has(identity)) continue;
    seen.add(identity);
    const entry: { -readonly [K in keyof ImportedEntry]: ImportedEntry[K] } = { keyword };
    for (const field of NUMBER_FIELDS) {
      const value = row.numbers[field];
      if (value) entry[field] = value;
    }
    if (entry.cpc && row.currency) entry.cpc_currency = row.currency;
    if (row.url) entry.url = row.url;
    if (Object.keys(entry).length > 1) entries.push(entry);
  }
  return entries.length === 0 ? null : { source: importSource(file.tool, fileName), entries };
}

/**
 * Stored values, one row per keyword and source in the order they should show, grouped by source
 * (sources in the order their first row comes). Each entry takes the keyword as the table spells it,
 * so the table can match the row.
 */
export function groupedBySource(rows: readonly { source: string; entry: ImportedEntry; keyword: string }[]): StoredImportedValues[] {
  const sources = new Map<string, StoredImportedValues>();
  for (const row of rows) {
    let set = sources.get(row.source);
    if (!set) {
      set = { source: row.source, entries: [] };
      sources.set(row.source, set);
    }
    set.entries.push({ ...row.entry, keyword: row.keyword });
  }
  return [...sources.values()];
}
