/** How a column maps onto the engine's sort and filter fields (src/domain/sorting.ts, filters.ts). */
import type { FilterField } from '../../domain/filters.ts';
import { fieldById } from '../../domain/keyword-fields.ts';
import type { SortColumn } from '../../domain/sorting.ts';
import { customNameOf, isMonthColumn, type ColumnDefinition } from './column-definition.ts';

/**
 * The sort field of a sortable column: a month column sorts as `{ month }`, a custom column as
 * `{ custom }`, a keyword column by the field of its filter attributes (`cats` → `categories`).
 * Not sortable, or no field the engine knows → null.
 */
export function sortColumnOf(column: ColumnDefinition): SortColumn | null {
  if (!column.sortable) return null;
  if (isMonthColumn(column)) return { month: column.value };
  const custom = customNameOf(column);
  if (custom !== null) return { custom };
  const field = column.filter_attributes?.field;
  if (field === undefined || typeof field === 'object') return null;
  return fieldById(field)?.name ?? null;
}

/** The filter field of a column (an id of FIELD_IDS or a custom column), null when it cannot be filtered. */
export function filterFieldOf(column: ColumnDefinition): FilterField | null {
  return column.filter_attributes?.field ?? null;
}

/** The column a sort field belongs to, so the grid can mark the sorted header. */
export function columnOfSort(columns: readonly ColumnDefinition[], sort: SortColumn): ColumnDefinition | null {
  const key = JSON.stringify(sort);
  return columns.find((column) => {
    const own = sortColumnOf(column);
    return own !== null && JSON.stringify(own) === key;
  }) ?? null;
}
