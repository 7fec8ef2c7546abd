/** The sort and grouping choices of the table, as the palette and the toolbar offer them. */
import type { PickOption } from '../../commands/command-types.ts';
import { columnTitle, customNameOf, type ColumnDefinition } from '../columns/column-definition.ts';
import { sortColumnOf } from '../columns/column-fields.ts';
import type { SortSpec } from '../engine/columnar-sort.ts';
import type { Grouping } from '../engine/grouping.ts';
import type { ViewSort } from './view-search.ts';

/** The engine's sort for the URL's; a sort on a column the table does not have is no sort. */
export function sortOf(columns: readonly ColumnDefinition[], sort: ViewSort | undefined): SortSpec | null {
  if (!sort) return null;
  const column = columns.find((c) => c.value === sort.column);
  const key = column ? sortColumnOf(column) : null;
  return key ? { column: key, direction: sort.direction } : null;
}

/** A header click or Enter: ascending, then descending, then unsorted (load order). */
export function nextSort(column: ColumnDefinition, current: ViewSort | undefined): ViewSort | undefined {
  if (current?.column !== column.value) return { column: column.value, direction: 'asc' };
  return current.direction === 'asc' ? { column: column.value, direction: 'desc' } : undefined;
}

export function sortChoices(columns: readonly ColumnDefinition[], current: ViewSort | undefined): PickOption[] {
  const options = columns
    .filter((c) => c.sortable && sortColumnOf(c) !== null)
    .flatMap((c) => (['asc', 'desc'] as const).map((direction) => ({
      id: `${c.value}:${direction}`,
      title: `${columnTitle(c)}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
      current: current?.column === c.value && current.direction === direction,
    })));
  return current ? [...options, { id: 'none', title: 'Unsorted (as loaded)' }] : options;
}

export function sortFromChoice(id: string): ViewSort | undefined {
  const at = id.lastIndexOf(':');
  const column = id.slice(0, at);
  const direction = id.slice(at + 1);
  return at > 0 && (direction === 'asc' || direction === 'desc') ? { column, direction } : undefined;
}

export const groupingId = (grouping: Grouping): string => (grouping.by === 'custom' ? `custom:${grouping.name}` : grouping.by);

export function groupChoices(customColumns: readonly ColumnDefinition[], current: Grouping): PickOption[] {
  const currentId = groupingId(current);
  const options = [
    { id: 'none', title: 'No grouping' },
    { id: 'duplicates', title: 'Near-duplicates' },
    { id: 'category', title: 'Category' },
    ...customColumns.flatMap((c) => {
      const name = customNameOf(c);
      return name === null ? [] : [{ id: `custom:${name}`, title: columnTitle(c) }];
    }),
  ];
  return options.map((o) => ({ ...o, current: o.id === currentId }));
}

export function groupingOf(id: string): Grouping {
  if (id === 'duplicates' || id === 'category') return { by: id };
  if (id.startsWith('custom:') && id.length > 'custom:'.length) return { by: 'custom', name: id.slice('custom:'.length) };
  return { by: 'none' };
}
