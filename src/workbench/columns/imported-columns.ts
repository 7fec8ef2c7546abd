/**
 * Imported values as read-only columns of the collection's table (decision 0057): one column per source
 * and field the source gave, headed with its source ("Imported volume (Semrush)"), so they are never
 * taken for our metrics. The values ride on the rows as the table's own read-only columns
 * (`custom_…`), so filter, sort, group and export work on them unchanged.
 */
import type { ImportedEntry, StoredImportedValues } from '../../domain/contracts/imported-values.ts';
import { sharedCurrency, type SharedCurrency } from '../../domain/import/import-currency.ts';
import { DECIMALS, formatImportedNumber, importedLabel } from '../../domain/import/imported-labels.ts';
import { NUMBER_FIELDS, type NumberField } from '../../domain/import/keyword-import.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { CUSTOM_PREFIX, type ColumnDefinition } from './column-definition.ts';
import { customColumn } from './custom-columns.ts';

type ImportedField = NumberField | 'url';
const FIELDS: readonly ImportedField[] = [...NUMBER_FIELDS, 'url'];

const fieldsOf = (set: StoredImportedValues): ImportedField[] => FIELDS.filter((field) => set.entries.some((entry) => entry[field] !== undefined));

/** The currency a source's CPC values share (decision 0057): it heads the column, so no value reads as euros. */
const cpcCurrencyOf = (set: StoredImportedValues): SharedCurrency => sharedCurrency(set.entries.filter((entry) => entry.cpc !== undefined).map((entry) => entry.cpc_currency));

const labelOf = (set: StoredImportedValues, field: ImportedField): string => importedLabel(field, set.source, field === 'cpc' ? cpcCurrencyOf(set) : undefined);

/** About 10 px a character of the bold header font, and room for the sort mark; a long file name still stops at 340 px. */
const headerWidth = (label: string): number => Math.min(340, Math.max(150, label.length * 10 + 32));

export function importedColumns(sets: readonly StoredImportedValues[]): ColumnDefinition[] {
  return sets.flatMap((set) => fieldsOf(set).map((field) => {
    const column = customColumn(labelOf(set, field), 'free');
    return {
      ...column,
      // Read-only: the values are the file's; a new import of the same source replaces them.
      modify: false,
      align: field === 'url' ? 'left' as const : 'right' as const,
      // Wide enough for the whole header: its source and a CPC's currency are what keep it from reading as ours.
      width: field === 'url' ? 260 : headerWidth(column.text),
      tooltip: `From the ${set.source} export, kept beside our metrics; import the file again to update it.`,
      // An amount shows its cents (6,00 beside 9,90); a position stays as the tool wrote it (3 or 3,4).
      ...(field === 'cpc' ? { decimals: DECIMALS.cpc } : {}),
    };
  }));
}

/**
 * A cell: a number as a number (sorts and filters as one), a range as written, a URL as text. A CPC
 * column of several currencies has no currency in its header, so each of its cells names its own.
 */
function cellOf(entry: ImportedEntry, field: ImportedField, severalCurrencies: boolean): number | string | null {
  if (field === 'url') return entry.url ?? null;
  const value = entry[field];
  if (!value) return null;
  if (field === 'cpc' && severalCurrencies) return `${formatImportedNumber(value, field)} ${entry.cpc_currency ?? '(currency not named)'}`;
  return value.kind === 'value' ? value.value : formatImportedNumber(value, field);
}

/** The rows with each source's values under their columns' keys; rows without values stay as they are. */
export function withImportedValues(rows: readonly KeywordRow[], sets: readonly StoredImportedValues[]): readonly KeywordRow[] {
  if (sets.length === 0) return rows;
  const cells = new Map<string, Record<string, number | string>>();
  for (const set of sets) {
    const fields = fieldsOf(set);
    const several = cpcCurrencyOf(set).kind === 'several';
    for (const entry of set.entries) {
      const identity = phraseIdentity(entry.keyword);
      const row = cells.get(identity) ?? {};
      for (const field of fields) {
        const cell = cellOf(entry, field, several);
        if (cell !== null) row[`${CUSTOM_PREFIX}${labelOf(set, field)}`] = cell;
      }
      cells.set(identity, row);
    }
  }
  return rows.map((row) => {
    const extra = cells.get(phraseIdentity(row.keyword));
    return extra ? { ...row, ...extra } : row;
  });
}
