/** The visible columns a link names (`columns` search param) applied over the user's layout. */
import type { ColumnDefinition } from '../columns/column-definition.ts';

/**
 * Columns named in `values` are shown in that order, in the places the visible columns had; every
 * other column is hidden. Names the table does not have are ignored, and a column that cannot be
 * hidden (the keyword) stays shown and first.
 */
export function withUrlColumns(columns: readonly ColumnDefinition[], values: readonly string[] | undefined): ColumnDefinition[] {
  if (!values) return [...columns];
  const byValue = new Map(columns.map((c) => [c.value, c]));
  const wanted = [...new Set(values)].filter((v) => byValue.has(v));
  const fixed = columns.filter((c) => !c.canBeModified);
  const shown = [...fixed, ...wanted.map((v) => byValue.get(v)).filter((c): c is ColumnDefinition => c !== undefined && c.canBeModified)];
  const shownSet = new Set(shown.map((c) => c.value));
  const hidden = columns.filter((c) => !shownSet.has(c.value)).map((c) => ({ ...c, active: false }));
  return [...shown.map((c) => ({ ...c, active: true })), ...hidden];
}

/** What the `columns` param says for these columns: the visible ones in order. */
export function urlColumnsOf(columns: readonly ColumnDefinition[]): string[] {
  return columns.filter((c) => c.active).map((c) => c.value);
}
