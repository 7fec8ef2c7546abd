/**
 * What the grid, the column manager and the commands do to a table's columns. Every operation is
 * pure: it returns a new array and leaves the given one and its columns untouched. Operations that
 * can fail on the user's input return a `ColumnChange` with a message naming the input.
 */
import { foldText } from '../../domain/filters.ts';
import {
  clampWidth,
  columnTitle,
  MAX_COLUMN_TITLE,
  MAX_COLUMN_TOOLTIP,
  type ColumnDefinition,
  type CustomEntry,
} from './column-definition.ts';
import { validateCustomColumn, validateEntries } from './custom-columns.ts';

export type ColumnChange = { ok: true; columns: ColumnDefinition[] } | { ok: false; error: string };

/** How many columns at the start are pinned (may not be moved); moves stay behind them. */
function pinnedCount(columns: readonly ColumnDefinition[]): number {
  const index = columns.findIndex((c) => c.canBeModified);
  return index < 0 ? columns.length : index;
}

function replace(columns: readonly ColumnDefinition[], value: string, change: (column: ColumnDefinition) => ColumnDefinition): ColumnDefinition[] {
  return columns.map((c) => (c.value === value ? change(c) : c));
}

/** Moves a column to `index` in the whole list (drag and drop), clamped behind the pinned columns. */
export function moveColumnTo(columns: readonly ColumnDefinition[], value: string, index: number): ColumnDefinition[] {
  const from = columns.findIndex((c) => c.value === value);
  const column = columns[from];
  if (!column || !column.canBeModified || !Number.isFinite(index)) return [...columns];
  const rest = columns.filter((_, i) => i !== from);
  const to = Math.min(rest.length, Math.max(pinnedCount(rest), Math.round(index)));
  rest.splice(to, 0, column);
  return rest;
}

/** Moves a column `delta` places in the whole list (the column manager shows hidden columns too). */
export function moveColumn(columns: readonly ColumnDefinition[], value: string, delta: number): ColumnDefinition[] {
  const from = columns.findIndex((c) => c.value === value);
  return from < 0 ? [...columns] : moveColumnTo(columns, value, from + delta);
}

/**
 * Moves a visible column `delta` places among the visible columns (the grid's move left/right), so
 * a hidden column in between never swallows a key press. Hidden columns keep their places.
 */
export function moveVisibleColumn(columns: readonly ColumnDefinition[], value: string, delta: number): ColumnDefinition[] {
  const visible = columns.filter((c) => c.active);
  const from = visible.findIndex((c) => c.value === value);
  const column = visible[from];
  if (!column || !column.canBeModified || !Number.isFinite(delta)) return [...columns];
  const to = Math.min(visible.length - 1, Math.max(pinnedCount(visible), from + Math.round(delta)));
  const target = visible[to];
  if (!target || to === from) return [...columns];
  const rest = columns.filter((c) => c.value !== value);
  const at = rest.findIndex((c) => c.value === target.value);
  rest.splice(to > from ? at + 1 : at, 0, column);
  return rest;
}

/** Shows or hides a column; a column that may not be hidden stays as it is. */
export function setColumnActive(columns: readonly ColumnDefinition[], value: string, active: boolean): ColumnDefinition[] {
  return replace(columns, value, (c) => (c.canBeModified ? { ...c, active } : c));
}

/** Sets a width in pixels, rounded and clamped to 60–800. */
export function resizeColumn(columns: readonly ColumnDefinition[], value: string, width: number): ColumnDefinition[] {
  return replace(columns, value, (c) => ({ ...c, width: clampWidth(width) }));
}

function findColumn(columns: readonly ColumnDefinition[], value: string): ColumnDefinition | string {
  return columns.find((c) => c.value === value) ?? `There is no column "${value}".`;
}

/**
 * Renames a column. The text is trimmed; an empty text, or the default title, resets the rename.
 * Choice: a title another column already shows is refused, so headers (and export columns) stay
 * apart.
 */
export function renameColumn(columns: readonly ColumnDefinition[], value: string, text: string): ColumnChange {
  const column = findColumn(columns, value);
  if (typeof column === 'string') return { ok: false, error: column };
  if (!column.modify) return { ok: false, error: `The column "${columnTitle(column)}" cannot be renamed.` };
  const trimmed = text.trim();
  if (trimmed.length > MAX_COLUMN_TITLE) return { ok: false, error: `The title "${trimmed}" is longer than ${MAX_COLUMN_TITLE} characters.` };
  const modifiedText = trimmed === '' || trimmed === column.text ? null : trimmed;
  const title = modifiedText ?? column.text;
  const clash = columns.some((c) => c.value !== value && foldText(columnTitle(c)) === foldText(title));
  if (clash) return { ok: false, error: `A column named "${title}" already exists.` };
  return { ok: true, columns: replace(columns, value, (c) => ({ ...c, modifiedText })) };
}

/** Changes a column's tooltip; trimmed, and an empty text or the default resets it. */
export function setColumnTooltip(columns: readonly ColumnDefinition[], value: string, tooltip: string): ColumnChange {
  const column = findColumn(columns, value);
  if (typeof column === 'string') return { ok: false, error: column };
  if (!column.modify) return { ok: false, error: `The tooltip of "${columnTitle(column)}" cannot be changed.` };
  const trimmed = tooltip.trim();
  if (trimmed.length > MAX_COLUMN_TOOLTIP) return { ok: false, error: `The tooltip is longer than ${MAX_COLUMN_TOOLTIP} characters.` };
  const modifiedTooltip = trimmed === '' || trimmed === column.tooltip ? null : trimmed;
  return { ok: true, columns: replace(columns, value, (c) => ({ ...c, modifiedTooltip })) };
}

/** Appends a custom column (from `customColumn` or `parameterColumn`) after checking it. */
export function addCustomColumn(columns: readonly ColumnDefinition[], column: ColumnDefinition): ColumnChange {
  const error = validateCustomColumn(column, columns);
  return error ? { ok: false, error } : { ok: true, columns: [...columns, column] };
}

/** Removes a custom column; a built-in column cannot be removed (only hidden), so it stays. */
export function removeCustomColumn(columns: readonly ColumnDefinition[], value: string): ColumnDefinition[] {
  return columns.filter((c) => !(c.custom && c.value === value));
}

/** Replaces the entries of a dropdown column after checking them. */
export function setCustomEntries(columns: readonly ColumnDefinition[], value: string, entries: readonly CustomEntry[]): ColumnChange {
  const column = findColumn(columns, value);
  if (typeof column === 'string') return { ok: false, error: column };
  if (!column.custom || column.customOptions?.type !== 'dropdown') return { ok: false, error: `The column "${columnTitle(column)}" has no list of values.` };
  const error = validateEntries(entries);
  if (error) return { ok: false, error };
  const trimmed = entries.map((e) => ({ ...e, text: e.text.trim() }));
  return { ok: true, columns: replace(columns, value, (c) => ({ ...c, customOptions: { type: 'dropdown', entries: trimmed } })) };
}
