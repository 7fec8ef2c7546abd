/** The rules behind "Set Priority for 50 keywords": which values a column offers and how typing finds one. */
import { foldText } from '../../domain/filters.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { columnTitle, type ColumnDefinition, type CustomEntry } from '../columns/column-definition.ts';
import { NO_PARAMETER_COLOUR, NO_PARAMETER_ID, NO_PARAMETER_TEXT } from '../columns/parameter-columns.ts';

/** SPEC §3 does not give free-text cells a limit; 200 keeps a cell readable and a layout small. */
export const MAX_FREE_TEXT = 200;

const CLEAR_ENTRY: CustomEntry = { id: NO_PARAMETER_ID, text: NO_PARAMETER_TEXT, color: NO_PARAMETER_COLOUR };

/** "Set Priority for 50 keywords", "Set Note for 1 keyword", "Set Priority for 1.500 keywords". */
export function setValueTitle(column: ColumnDefinition, count: number): string {
  return `Set ${columnTitle(column)} for ${formatNumber(count)} ${count === 1 ? 'keyword' : 'keywords'}`;
}

/**
 * A dropdown's choices with '-' (id 0, clears the cell) first. Parameter columns already carry it;
 * user dropdowns get it here, so every dropdown can be cleared the same way.
 */
export function valueChoices(column: ColumnDefinition): CustomEntry[] {
  if (column.customOptions?.type !== 'dropdown') return [];
  const entries = column.customOptions.entries;
  return entries.some((e) => e.id === NO_PARAMETER_ID) ? [...entries] : [CLEAR_ENTRY, ...entries];
}

/**
 * What picking a choice stores: the entry id. The '-' entry clears the cell (null), except in a
 * column that has its own id-0 entry (the parameter columns, whose suggestions write 0), where 0
 * is kept so the column holds one value for "none", not two.
 */
export function choiceValue(column: ColumnDefinition, id: number): number | null {
  if (id !== NO_PARAMETER_ID) return id;
  return column.customOptions?.entries.some((e) => e.id === NO_PARAMETER_ID) ? NO_PARAMETER_ID : null;
}

/** The choice a dialog starts on: the first real entry, or '-' when there is none. */
export function initialChoice(choices: readonly CustomEntry[]): number {
  return (choices.find((c) => c.id !== NO_PARAMETER_ID) ?? choices[0])?.id ?? NO_PARAMETER_ID;
}

/**
 * Type-ahead: the next choice after `currentId` whose text starts with `key`, wrapping round;
 * null when none does or `key` is not one printable character.
 */
export function typeAheadChoice(choices: readonly CustomEntry[], currentId: number, key: string): number | null {
  if ([...key].length !== 1 || key.trim() === '') return null;
  const wanted = foldText(key);
  const start = choices.findIndex((c) => c.id === currentId);
  for (let step = 1; step <= choices.length; step++) {
    const choice = choices[(start + step + choices.length) % choices.length];
    if (choice && foldText(choice.text).startsWith(wanted)) return choice.id;
  }
  return null;
}

export type FreeTextResult = { ok: true; value: string | null } | { ok: false; message: string };

/** A free-text value: trimmed, at most MAX_FREE_TEXT characters; an empty one clears the cell (null). */
export function freeTextValue(text: string): FreeTextResult {
  const trimmed = text.trim();
  if (trimmed.length > MAX_FREE_TEXT) {
    return { ok: false, message: `The text has ${formatNumber(trimmed.length)} characters; at most ${MAX_FREE_TEXT} fit in a cell.` };
  }
  return { ok: true, value: trimmed === '' ? null : trimmed };
}
