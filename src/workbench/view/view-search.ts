/**
 * The table's view in the URL's search params (ARCHITECTURE: a copied link reopens the same view, Back
 * undoes the last view change): filters, sort, grouping and the visible columns. Each part is checked
 * on its own, so one broken part of a hand-edited link drops that part, not the whole view.
 */
import { z } from 'zod';
import { NUMBER_ACTIONS, TEXT_ACTIONS, type Filter } from '../../domain/filters.ts';
import { FIELD_IDS, type FieldId } from '../../domain/keyword-fields.ts';
import type { Grouping } from '../engine/grouping.ts';

const fieldIds = Object.values(FIELD_IDS);
const isFieldId = (value: number): value is FieldId => fieldIds.some((id) => id === value);
const fieldSchema = z.union([
  z.number().int().refine(isFieldId, `a field id 1–${fieldIds.length}`).transform((id) => id as FieldId),
  z.strictObject({ custom: z.string().min(1).max(60) }),
]);

export const filterSchema: z.ZodType<Filter> = z.union([
  z.strictObject({ field: fieldSchema, action: z.enum(TEXT_ACTIONS), value: z.string().max(500) }),
  z.strictObject({ field: fieldSchema, action: z.enum(NUMBER_ACTIONS), value: z.number().finite() }),
]);

export const viewSortSchema = z.strictObject({
  /** The column's `value` (`avgsv`, `202411`, `custom_Priority`). */
  column: z.string().min(1).max(80),
  direction: z.enum(['asc', 'desc']),
});
export type ViewSort = z.infer<typeof viewSortSchema>;

/** At most this many sort columns; more would not change any order a person can read. */
export const MAX_SORT_COLUMNS = 6;

/**
 * The sort columns, the first deciding. A link from before sorting by several columns holds one
 * object, which still opens as a sort by that column; a column named twice counts once, first place.
 */
const viewSortsSchema = z
  .union([viewSortSchema.transform((sort) => [sort]), z.array(viewSortSchema).min(1).max(MAX_SORT_COLUMNS)])
  .transform((sorts) => sorts.filter((sort, i) => sorts.findIndex((s) => s.column === sort.column) === i));

export const groupingSchema: z.ZodType<Grouping> = z.union([
  z.strictObject({ by: z.literal('none') }),
  z.strictObject({ by: z.literal('duplicates') }),
  z.strictObject({ by: z.literal('category') }),
  z.strictObject({ by: z.literal('intent') }),
  z.strictObject({ by: z.literal('custom'), name: z.string().min(1).max(60) }),
]);

export interface WorkbenchSearch {
  filters?: Filter[];
  /** The sort columns, the first deciding; absent: load order. */
  sort?: ViewSort[];
  group?: Grouping;
  /** The visible columns' values in order; absent means "as the saved layout says". */
  columns?: string[];
}

const MAX_FILTERS = 30;
const MAX_COLUMNS = 200;

function part<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** TanStack Router's `validateSearch`: keeps the search params of other features untouched. */
export function parseWorkbenchSearch(search: Record<string, unknown>): WorkbenchSearch & Record<string, unknown> {
  const { filters, sort, group, columns, ...rest } = search;
  const result: WorkbenchSearch & Record<string, unknown> = { ...rest };
  const f = part(z.array(filterSchema).max(MAX_FILTERS), filters);
  if (f && f.length > 0) result.filters = f;
  const s = part(viewSortsSchema, sort);
  if (s) result.sort = s;
  const g = part(groupingSchema, group);
  if (g && g.by !== 'none') result.group = g;
  const c = part(z.array(z.string().min(1).max(80)).max(MAX_COLUMNS), columns);
  if (c) result.columns = c;
  return result;
}

/** The search params after a view change; empty parts are removed so a default view has a clean URL. */
export function withViewChange(current: WorkbenchSearch & Record<string, unknown>, change: Partial<WorkbenchSearch>): WorkbenchSearch & Record<string, unknown> {
  const next: WorkbenchSearch & Record<string, unknown> = { ...current, ...change };
  if (!next.filters || next.filters.length === 0) delete next.filters;
  if (!next.sort || next.sort.length === 0) delete next.sort;
  if (!next.group || next.group.by === 'none') delete next.group;
  if (!next.columns) delete next.columns;
  return next;
}
