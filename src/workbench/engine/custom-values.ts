/**
 * Editing a custom column in the worker: the edited rows are copied (the rows the page sent, and any
 * view already handed out, stay as they were) and every derived column of that custom column is dropped,
 * so the next filter, sort or grouping on it reads the new values.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { ColumnStore } from './column-store.ts';
import { overriddenTable } from './row-table.ts';

export type CustomValue = string | number | null;

/**
 * Whether a derived column was built from the custom column `name`. The convention every derived key
 * of a custom column follows (see column-store.ts): it mentions `custom` and ends with `:{name}`. A key
 * of another custom column whose name ends the same way is dropped too, which costs a rebuild, never
 * a stale value.
 */
export function derivedFromCustom(key: string, name: string): boolean {
  return key.includes('custom') && key.endsWith(`:${name}`);
}

/** A store whose rows `ids` carry `custom_{name} = value`; ids outside the store are ignored. */
export function withCustomValue(store: ColumnStore, name: string, ids: Iterable<number>, value: CustomValue): ColumnStore {
  const edited = new Map<number, KeywordRow>();
  for (const id of ids) {
    if (Number.isInteger(id) && id >= 0 && id < store.size) edited.set(id, { ...store.table.row(id), [`custom_${name}`]: value });
  }
  const derived = new Map([...store.derived].filter(([key]) => !derivedFromCustom(key, name)));
  return { ...store, table: overriddenTable(store.table, edited), derived };
}
