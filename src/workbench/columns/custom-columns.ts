/**
 * The user's own columns (SPEC §3): a dropdown column stores an entry id per row, a free column
 * stores text, both under `custom_{name}` on the row.
 */
import { foldText } from '../../domain/filters.ts';
import {
  columnTitle,
  CUSTOM_PREFIX,
  customNameOf,
  HEX_COLOUR,
  MAX_COLUMN_NAME,
  MAX_CUSTOM_ENTRIES,
  MAX_ENTRY_TEXT,
  type ColumnDefinition,
  type CustomColumnType,
  type CustomEntry,
} from './column-definition.ts';

const CUSTOM_WIDTH = 160;

/**
 * A custom column from a name, a type and (for a dropdown) its entries. It does not validate:
 * `validateCustomColumn` does, so a dialog can build first and show the message second.
 * Choice: a free column keeps no entries, since its cells hold any text.
 */
export function customColumn(name: string, type: CustomColumnType, entries: readonly CustomEntry[] = []): ColumnDefinition {
  const trimmed = name.trim();
  return {
    active: true,
    sortable: true,
    canBeModified: true,
    modify: true,
    group: null,
    custom: true,
    text: trimmed,
    modifiedText: null,
    value: `${CUSTOM_PREFIX}${trimmed}`,
    tooltip: type === 'dropdown' ? `Your own column "${trimmed}" with a list of values.` : `Your own column "${trimmed}" with free text.`,
    modifiedTooltip: null,
    width: CUSTOM_WIDTH,
    align: 'left',
    filter_attributes: { field: { custom: trimmed }, kind: 'text' },
    customOptions: { type, entries: type === 'dropdown' ? entries.map((e) => ({ ...e, text: e.text.trim() })) : [] },
  };
}

/**
 * The message for a bad column name, or null when it is fine.
 * Choice: a name clashes, ignoring case, with any column's title (default or renamed) and with any
 * custom column's name, so two headers never read the same.
 */
export function validateColumnName(name: string, existing: readonly ColumnDefinition[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name for the column.';
  if (trimmed.length > MAX_COLUMN_NAME) return `The name "${trimmed}" is longer than ${MAX_COLUMN_NAME} characters.`;
  const folded = foldText(trimmed);
  const clash = existing.some((column) => {
    const custom = customNameOf(column);
    return (
      foldText(column.text) === folded ||
      foldText(columnTitle(column)) === folded ||
      (custom !== null && foldText(custom) === folded)
    );
  });
  return clash ? `A column named "${trimmed}" already exists.` : null;
}

/** The message for bad dropdown entries, or null when they are fine; the first problem found is named. */
export function validateEntries(entries: readonly CustomEntry[]): string | null {
  if (entries.length === 0) return 'A dropdown column needs at least one entry.';
  if (entries.length > MAX_CUSTOM_ENTRIES) return `A dropdown column has at most ${MAX_CUSTOM_ENTRIES} entries, not ${entries.length}.`;
  const ids = new Set<number>();
  const texts = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const text = entry.text.trim();
    if (text === '') return `Entry ${index + 1} has no text.`;
    if (text.length > MAX_ENTRY_TEXT) return `The entry "${text}" is longer than ${MAX_ENTRY_TEXT} characters.`;
    if (!HEX_COLOUR.test(entry.color)) return `The colour "${entry.color}" of the entry "${text}" is not written #rrggbb.`;
    if (!Number.isSafeInteger(entry.id) || entry.id < 0) return `The id ${entry.id} of the entry "${text}" is not a whole number of 0 or more.`;
    if (ids.has(entry.id)) return `The id ${entry.id} is used by more than one entry.`;
    const folded = foldText(text);
    if (texts.has(folded)) return `The entry "${text}" appears more than once.`;
    ids.add(entry.id);
    texts.add(folded);
  }
  return null;
}

/** The message for a custom column that may not join `existing`, or null when it may. */
export function validateCustomColumn(column: ColumnDefinition, existing: readonly ColumnDefinition[]): string | null {
  const name = customNameOf(column);
  if (name === null || column.customOptions === null) return `The column "${column.text}" is not a custom column.`;
  const nameError = validateColumnName(name, existing);
  if (nameError) return nameError;
  return column.customOptions.type === 'dropdown' ? validateEntries(column.customOptions.entries) : null;
}

/** The next free entry id for a new dropdown entry (ids are never reused while the entry exists). */
export function nextEntryId(entries: readonly CustomEntry[]): number {
  return entries.reduce((max, e) => Math.max(max, e.id), 0) + 1;
}

/**
 * The dropdown entry of a stored cell value. Rows store the id as a number; a numeric string
 * (from an import or an older layout) is accepted too.
 */
export function entryById(column: ColumnDefinition, id: number | string | null | undefined): CustomEntry | null {
  if (id === null || id === undefined || column.customOptions?.type !== 'dropdown') return null;
  const n = typeof id === 'number' ? id : id.trim() === '' ? Number.NaN : Number(id);
  if (!Number.isInteger(n)) return null;
  return column.customOptions.entries.find((e) => e.id === n) ?? null;
}
