/**
 * A view of the loaded rows: filters, sort and grouping applied. Every operation returns a new view
 * and leaves the store and the previous view as they were, so the view can be rebuilt from its spec
 * alone (a copied link) and always sorts from load order, never from whatever order came before.
 */
import type { Filter, FilterContext } from '../../domain/filters.ts';
import { allIds, type ColumnStore } from './column-store.ts';
import { filterIds } from './columnar-filter.ts';
import { sortIdsBy, type SortSpec } from './columnar-sort.ts';
import { displayLines, type DisplayLines } from './display-lines.ts';
import { groupIds, type Grouping, type RowGroup } from './grouping.ts';

export interface ViewSpec {
  filters: readonly Filter[];
  context: FilterContext;
  /** The sort columns, the first deciding; empty: load order. */
  sort: readonly SortSpec[];
  grouping: Grouping;
  /** Keys of the expanded groups. */
  expanded: ReadonlySet<string>;
}

export interface View {
  spec: ViewSpec;
  /** The ids passing the filters, in load order. */
  matched: Uint32Array;
  /** `matched` in sort order: the index permutation the table shows. */
  order: Uint32Array;
  /** Null when the view is not grouped. */
  groups: readonly RowGroup[] | null;
  lines: DisplayLines;
}

export const defaultViewSpec: ViewSpec = { filters: [], context: {}, sort: [], grouping: { by: 'none' }, expanded: new Set() };

function finish(store: ColumnStore, spec: ViewSpec, matched: Uint32Array, order: Uint32Array): View {
  const groups = spec.grouping.by === 'none' ? null : groupIds(store, order, spec.grouping);
  return { spec, matched, order, groups, lines: displayLines(order, groups, spec.expanded) };
}

export function createView(store: ColumnStore, spec: ViewSpec = defaultViewSpec): View {
  const matched = filterIds(store, allIds(store), spec.filters, spec.context);
  return finish(store, spec, matched, sortIdsBy(store, matched, spec.sort));
}

export function withFilters(store: ColumnStore, view: View, filters: readonly Filter[], context: FilterContext = view.spec.context): View {
  return createView(store, { ...view.spec, filters, context });
}

export function withSort(store: ColumnStore, view: View, sort: readonly SortSpec[]): View {
  const spec = { ...view.spec, sort };
  return finish(store, spec, view.matched, sortIdsBy(store, view.matched, sort));
}

export function withGrouping(store: ColumnStore, view: View, grouping: Grouping): View {
  return finish(store, { ...view.spec, grouping }, view.matched, view.order);
}

/** Expands or collapses one group; only the lines change. */
export function withExpanded(view: View, key: string, expanded: boolean): View {
  const keys = new Set(view.spec.expanded);
  if (expanded) keys.add(key);
  else keys.delete(key);
  const spec = { ...view.spec, expanded: keys };
  return { ...view, spec, lines: displayLines(view.order, view.groups, keys) };
}

/** Expands every group (`true`) or none. */
export function withAllExpanded(view: View, expanded: boolean): View {
  const keys = new Set(expanded && view.groups ? view.groups.map((g) => g.key) : []);
  const spec = { ...view.spec, expanded: keys };
  return { ...view, spec, lines: displayLines(view.order, view.groups, keys) };
}
