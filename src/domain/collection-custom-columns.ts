/**
 * Rules of a collection's custom column values, shared by the server (which stores them) and the
 * client (which shows them and applies a column edit to rows it already holds).
 */
import { CUSTOM_TEXT_MAX, type CustomColumn, type CustomValue, type CustomValueInput } from './contracts/collection-columns.ts';
import type { KeywordRow } from './keyword-row.ts';

/** The '-' entry of a dropdown (SPEC §3): choosing it empties the cell. */
export const CLEAR_ENTRY_ID = 0;

export type CustomKey = `custom_${string}`;

export function customKey(name: string): CustomKey {
  return `custom_${name}`;
}

/** Values of one keyword by column name, as stored. */
export type CustomValues = Record<string, CustomValue>;

export type CheckedCustomValue = { ok: true; value: CustomValue | null } | { ok: false; message: string };

function quoted(value: CustomValueInput): string {
  return typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : String(value);
}

/**
 * What a cell holds after `value` is set: null empties it. A dropdown takes an entry id (0, the '-'
 * entry, empties); a free column takes text of at most 200 characters ('' empties).
 */
export function checkCustomValue(column: CustomColumn, value: CustomValueInput): CheckedCustomValue {
  if (value === null) return { ok: true, value: null };
  if (column.type === 'dropdown') {
    if (typeof value !== 'number') return { ok: false, message: `${quoted(value)} is text, but "${column.name}" is a dropdown column; give the id of one of its options.` };
    if (value === CLEAR_ENTRY_ID) return { ok: true, value: null };
    if (column.entries.some((entry) => entry.id === value)) return { ok: true, value };
    const ids = column.entries.map((entry) => entry.id).join(', ');
    return { ok: false, message: `${quoted(value)} is not an option of the dropdown column "${column.name}" (its ids: ${ids}).` };
  }
  if (typeof value !== 'string') return { ok: false, message: `${quoted(value)} is a number, but "${column.name}" is a free text column; give text.` };
  if (value.length > CUSTOM_TEXT_MAX) return { ok: false, message: `${quoted(value)} has ${value.length} characters; a custom cell holds at most ${CUSTOM_TEXT_MAX}.` };
  return { ok: true, value: value === '' ? null : value };
}

/** A column whose values all go, or the dropdown options whose values go. */
export type ClearedValues = { column: string; all: true } | { column: string; all: false; ids: number[] };

/**
 * Which stored values stop being valid when the columns change from `old` to `next`. A column is
 * known by its exact name: one left out, renamed or switched between dropdown and free loses all
 * its values; a dropdown loses the values of the options it no longer has.
 */
export function clearedValues(old: readonly CustomColumn[], next: readonly CustomColumn[]): ClearedValues[] {
  const nextByName = new Map(next.map((column) => [column.name, column]));
  const cleared: ClearedValues[] = [];
  for (const column of old) {
    const after = nextByName.get(column.name);
    if (!after || after.type !== column.type) {
      cleared.push({ column: column.name, all: true });
      continue;
    }
    if (column.type !== 'dropdown') continue;
    const kept = new Set(after.entries.map((entry) => entry.id));
    const ids = column.entries.map((entry) => entry.id).filter((id) => !kept.has(id));
    if (ids.length > 0) cleared.push({ column: column.name, all: false, ids });
  }
  return cleared;
}

/** One keyword's values after `cleared`: what the server does in SQL, for rows a client already holds. */
export function withoutCleared(values: CustomValues, cleared: readonly ClearedValues[]): CustomValues {
  const result: CustomValues = { ...values };
  for (const item of cleared) {
    const value = result[item.column];
    if (value === undefined) continue;
    if (item.all || (typeof value === 'number' && item.ids.includes(value))) delete result[item.column];
  }
  return result;
}

/** A saved row with its custom values as `custom_{name}` keys; stale custom keys of the snapshot go. */
export function withCustoms(row: KeywordRow, values: CustomValues): KeywordRow {
  const result: KeywordRow = { ...row };
  for (const key of Object.keys(result)) {
    if (key.startsWith('custom_')) delete result[key as CustomKey];
  }
  for (const [name, value] of Object.entries(values)) result[customKey(name)] = value;
  return result;
}
