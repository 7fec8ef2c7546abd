/**
 * Undoing the removal of a custom column. The server empties a removed column's values for good
 * (the column list is replaced whole), so the undo carries what is needed to put it back: the
 * column, its place among the others, and every value it held.
 */
import { checkCustomValue, customKey } from './collection-custom-columns.ts';
import { CUSTOM_COLUMNS_MAX, type CustomColumn, type KeywordCustomValue } from './contracts/collection-columns.ts';
import type { KeywordRow } from './keyword-row.ts';

export interface RemovedCustomColumn {
  readonly column: CustomColumn;
  /** Its index in the list it was removed from. */
  readonly index: number;
  /** Every keyword that had a value, with that value as stored (a dropdown's entry id). */
  readonly values: readonly KeywordCustomValue[];
}

export type CustomColumnRemoval =
  | { ok: true; columns: CustomColumn[]; removed: RemovedCustomColumn }
  | { ok: false; error: string };

/** The list without the column named `name` (any case), and what an undo needs; rows give the values. */
export function removeCustomColumnWithValues(columns: readonly CustomColumn[], name: string, rows: readonly KeywordRow[]): CustomColumnRemoval {
  const index = columns.findIndex((c) => c.name.toLowerCase() === name.toLowerCase());
  const column = columns[index];
  if (!column) return { ok: false, error: `There is no custom column "${name}" to remove.` };
  const key = customKey(column.name);
  const values: KeywordCustomValue[] = [];
  for (const row of rows) {
    const value = row[key];
    if (value === undefined) continue;
    // Only what the server would store again: empty cells and values it would refuse stay out.
    const checked = checkCustomValue(column, value);
    if (checked.ok && checked.value !== null) values.push({ keyword: row.keyword, value: checked.value });
  }
  return { ok: true, columns: columns.filter((_, i) => i !== index), removed: { column, index, values } };
}

export type CustomColumnRestore = { ok: true; columns: CustomColumn[] } | { ok: false; error: string };

/**
 * The current list with the removed column back in its old place (or last, when the list got
 * shorter). Refused when a column of that name was added since, or the list is full.
 */
export function restoreRemovedCustomColumn(current: readonly CustomColumn[], removed: RemovedCustomColumn): CustomColumnRestore {
  const name = removed.column.name;
  if (current.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
    return { ok: false, error: `A column named "${name}" was added since; remove or rename it, then undo again.` };
  }
  if (current.length >= CUSTOM_COLUMNS_MAX) {
    return { ok: false, error: `The collection already has ${CUSTOM_COLUMNS_MAX} custom columns, the most it can have; remove one, then undo again.` };
  }
  const at = Math.min(removed.index, current.length);
  return { ok: true, columns: [...current.slice(0, at), removed.column, ...current.slice(at)] };
}
