/** The fields the filter builder offers, read off the table's columns. */
import { columnTitle, type ColumnDefinition } from '../columns/column-definition.ts';
import type { FilterFieldOption } from './filter-labels.ts';

/**
 * Every column with filter attributes, hidden ones too (a filter on a hidden column still narrows
 * the rows), in the table's order, titled as the table titles them (renames included).
 */
export function filterFieldOptions(columns: readonly ColumnDefinition[]): FilterFieldOption[] {
  return columns.flatMap((column) =>
    column.filter_attributes ? [{ key: column.value, title: columnTitle(column), field: column.filter_attributes.field, kind: column.filter_attributes.kind }] : [],
  );
}
