/**
 * Dropdown custom columns store an entry id per row (the server's truth), but people filter, sort and
 * group by what they read. The engine therefore gets the entry texts; the '-' entry (id 0) and ids
 * without an entry become empty.
 */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { customNameOf, type ColumnDefinition } from '../columns/column-definition.ts';

export function dropdownText(column: ColumnDefinition, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const entry = column.customOptions?.entries.find((e) => e.id === value || e.text === value);
  return entry && entry.id !== 0 ? entry.text : null;
}

export function withDropdownTexts(rows: readonly KeywordRow[], columns: readonly ColumnDefinition[]): readonly KeywordRow[] {
  const dropdowns = columns.flatMap((c) => {
    const name = customNameOf(c);
    return name !== null && c.customOptions?.type === 'dropdown' ? [{ key: `custom_${name}` as const, column: c }] : [];
  });
  if (dropdowns.length === 0) return rows;
  return rows.map((row) => {
    const next: KeywordRow = { ...row };
    for (const { key, column } of dropdowns) next[key] = dropdownText(column, row[key]);
    return next;
  });
}
