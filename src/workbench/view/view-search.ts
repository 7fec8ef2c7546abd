/**
 * The table's view in the URL's search params (ARCHITECTURE: a copied link reopens the same view, Back
 * undoes the last view change): filters, sort, grouping, the visible columns and the pinned ones. Each part is checked
 * on its own, so one broken part of a hand-edited link drops that part, not the whole view.
 */
import { z } from 'zod';
import type { Filter } from '../../domain/filters.ts';
import {
  columnValueSchema,
  filterSchema,
  groupingSchema,
  MAX_COLUMNS,
  MAX_FILTERS,
  MAX_PINNED,
  MAX_SORT_COLUMNS,
  viewSortSchema,
  type Grouping,
  type ViewSort,
} from '../../domain/contracts/table-view.ts';

export { filterSchema, groupingSchema, MAX_SORT_COLUMNS, viewSortSchema, type ViewSort };

/**
 * The sort columns, the first deciding. A link from before sorting by several columns holds one
 * object, which still opens as a sort by that column; a column named twice counts once, first place.
 */
const viewSortsSchema = z
  .union([viewSortSchema.transform((sort) => [sort]), z.array(viewSortSchema).min(1).max(MAX_SORT_COLUMNS)])
  .transform((sorts) => sorts.filter((sort, i) => sorts.findIndex((s) => s.column === sort.column) === i));

export interface WorkbenchSearch {
  filters?: Filter[];
  /** The sort columns, the first deciding; absent: load order. */
  sort?: ViewSort[];
  group?: Grouping;
  /** The visible columns' values in order; absent means "as the saved layout says". */
  columns?: string[];
  /** The columns pinned beside the keyword, in their order (at most MAX_PINNED); absent: none. */
  pinned?: string[];
  /**
   * The saved view open on the table (decision 0057), so a reload or a copied link still names it
   * (`savedView`: the research screens' `view` is their tab);
   * absent or null: none. The parts above are what the table shows; this id only names their origin.
   */
  savedView?: number | null;
}

/** A saved view's id as the URL holds it (`?savedView=12`; a hand-typed `"12"` counts too). */
const viewIdSchema = z.union([z.number(), z.string().regex(/^\d{1,10}$/u).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647));

function part<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** TanStack Router's `validateSearch`: keeps the search params of other features untouched. */
export function parseWorkbenchSearch(search: Record<string, unknown>): WorkbenchSearch & Record<string, unknown> {
  const { filters, sort, group, columns, pinned, savedView, ...rest } = search;
  const result: WorkbenchSearch & Record<string, unknown> = { ...rest };
  const f = part(z.array(filterSchema).max(MAX_FILTERS), filters);
  if (f && f.length > 0) result.filters = f;
  const s = part(viewSortsSchema, sort);
  if (s) result.sort = s;
  const g = part(groupingSchema, group);
  if (g && g.by !== 'none') result.group = g;
  const c = part(z.array(z.string().min(1).max(80)).max(MAX_COLUMNS), columns);
  if (c) result.columns = c;
  // A column named twice counts once; more than the limit keeps the first ones rather than dropping the part.
  const p = part(z.array(columnValueSchema).max(MAX_COLUMNS), pinned);
  if (p && p.length > 0) result.pinned = [...new Set(p)].slice(0, MAX_PINNED);
  const v = part(viewIdSchema, savedView);
  if (v !== undefined) result.savedView = v;
  return result;
}

/** The search params after a view change; empty parts are removed so a default view has a clean URL. */
export function withViewChange(current: WorkbenchSearch & Record<string, unknown>, change: Partial<WorkbenchSearch>): WorkbenchSearch & Record<string, unknown> {
  const next: WorkbenchSearch & Record<string, unknown> = { ...current, ...change };
  if (!next.filters || next.filters.length === 0) delete next.filters;
  if (!next.sort || next.sort.length === 0) delete next.sort;
  if (!next.group || next.group.by === 'none') delete next.group;
  if (!next.columns) delete next.columns;
  if (!next.pinned || next.pinned.length === 0) delete next.pinned;
  if (next.savedView === null || next.savedView === undefined) delete next.savedView;
  return next;
}
