/** The sort and grouping choices of the table, as the palette and the toolbar offer them. */
import type { PickOption } from '../../commands/command-types.ts';
import { columnTitle, customNameOf, type ColumnDefinition } from '../columns/column-definition.ts';
import { sortColumnOf } from '../columns/column-fields.ts';
import type { SortSpec } from '../engine/columnar-sort.ts';
import type { Grouping } from '../engine/grouping.ts';
import type { SortDirection } from '../../domain/sorting.ts';
import { MAX_SORT_COLUMNS, type ViewSort } from './view-search.ts';

/** The engine's sort for the URL's; a column the table does not have is left out. */
export function sortOf(columns: readonly ColumnDefinition[], sorts: readonly ViewSort[] | undefined): SortSpec[] {
  return (sorts ?? []).flatMap((sort) => {
    const column = columns.find((c) => c.value === sort.column);
    const key = column ? sortColumnOf(column) : null;
    return key ? [{ column: key, direction: sort.direction }] : [];
  });
}

/**
 * A header click or Enter sorts by that column alone: ascending, then descending, then unsorted.
 * With Shift (`add`) the column joins the sort instead: at the end ascending, then descending in its
 * place, then out of the sort, the other columns staying as they are.
 */
export function nextSort(column: ColumnDefinition, current: readonly ViewSort[] | undefined, add: boolean): ViewSort[] {
  const sorts = current ?? [];
  const found = sorts.find((s) => s.column === column.value);
  if (!add) {
    if (!found) return [{ column: column.value, direction: 'asc' }];
    return found.direction === 'asc' ? [{ column: column.value, direction: 'desc' }] : [];
  }
  if (!found) return sorts.length < MAX_SORT_COLUMNS ? [...sorts, { column: column.value, direction: 'asc' }] : [...sorts];
  if (found.direction === 'asc') return sorts.map((s) => (s === found ? { column: s.column, direction: 'desc' } : s));
  return sorts.filter((s) => s !== found);
}

const directionTitle = (direction: SortDirection): string => (direction === 'asc' ? 'ascending' : 'descending');

function columnChoices(columns: readonly ColumnDefinition[], isCurrent: (value: string, direction: SortDirection) => boolean): PickOption[] {
  return columns
    .filter((c) => c.sortable && sortColumnOf(c) !== null)
    .flatMap((c) => (['asc', 'desc'] as const).map((direction) => ({
      id: `${c.value}:${direction}`,
      title: `${columnTitle(c)}, ${directionTitle(direction)}`,
      current: isCurrent(c.value, direction),
    })));
}

/** "Sort by…": the table sorted by one column; marked current when that is the whole sort. */
export function sortChoices(columns: readonly ColumnDefinition[], current: readonly ViewSort[] | undefined): PickOption[] {
  const sorts = current ?? [];
  const only = sorts.length === 1 ? sorts[0] : undefined;
  const options = columnChoices(columns, (value, direction) => only?.column === value && only.direction === direction);
  return sorts.length > 0 ? [...options, { id: 'none', title: 'Unsorted (as loaded)' }] : options;
}

/** "Then sort by…": a column the sort does not have yet, to break the ties of those it has. */
export function thenSortChoices(columns: readonly ColumnDefinition[], current: readonly ViewSort[] | undefined): PickOption[] {
  const sorts = current ?? [];
  if (sorts.length === 0 || sorts.length >= MAX_SORT_COLUMNS) return [];
  const used = new Set(sorts.map((s) => s.column));
  return columnChoices(columns.filter((c) => !used.has(c.value)), () => false);
}

/** What a sort by several columns reads as, for a title or a screen reader: "Volume descending, then Keyword ascending". */
export function sortTitle(columns: readonly ColumnDefinition[], sorts: readonly ViewSort[]): string {
  return sorts
    .map((sort) => {
      const column = columns.find((c) => c.value === sort.column);
      return `${column ? columnTitle(column) : sort.column} ${directionTitle(sort.direction)}`;
    })
    .join(', then ');
}

export function sortFromChoice(id: string): ViewSort | undefined {
  const at = id.lastIndexOf(':');
  const column = id.slice(0, at);
  const direction = id.slice(at + 1);
  return at > 0 && (direction === 'asc' || direction === 'desc') ? { column, direction } : undefined;
}

export const groupingId = (grouping: Grouping): string => (grouping.by === 'custom' ? `custom:${grouping.name}` : grouping.by);

/** `keywordGroupings` false: rows that are not search phrases have no near-duplicates, category or intent. */
export function groupChoices(customColumns: readonly ColumnDefinition[], current: Grouping, keywordGroupings = true): PickOption[] {
  const currentId = groupingId(current);
  const options = [
    { id: 'none', title: 'No grouping' },
    ...(keywordGroupings ? [{ id: 'duplicates', title: 'Near-duplicates' }, { id: 'category', title: 'Category' }, { id: 'intent', title: 'Search intent' }] : []),
    ...customColumns.flatMap((c) => {
      const name = customNameOf(c);
      return name === null ? [] : [{ id: `custom:${name}`, title: columnTitle(c) }];
    }),
  ];
  return options.map((o) => ({ ...o, current: o.id === currentId }));
}

export function groupingOf(id: string): Grouping {
  if (id === 'duplicates' || id === 'category' || id === 'intent') return { by: id };
  if (id.startsWith('custom:') && id.length > 'custom:'.length) return { by: 'custom', name: id.slice('custom:'.length) };
  return { by: 'none' };
}
