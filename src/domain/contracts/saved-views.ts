/**
 * Saved named views of the keyword table (issue 22, decision 0057): a person's own views of one
 * table kind, which the rest of the company sees read-only and can save as their own.
 */
import { z } from 'zod';
import { TABLE_KINDS } from '../saved-views.ts';
import { idSchema } from './ids.ts';
import { columnValueSchema, filterSchema, groupingSchema, MAX_COLUMNS, MAX_FILTERS, MAX_PINNED, MAX_SORT_COLUMNS, viewSortSchema } from './table-view.ts';

export const VIEW_NAME_MAX = 60;

export const tableKindSchema = z.enum(TABLE_KINDS);

/** A name as a person types it: trimmed, blanks inside collapsed, 1 to 60 characters. */
export const viewNameSchema = z
  .string()
  .transform((name) => name.trim().replace(/\s+/gu, ' '))
  .pipe(z.string().min(1, 'Give the view a name.').max(VIEW_NAME_MAX, `A view name has at most ${VIEW_NAME_MAX} characters.`));

/** What a saved view holds: the view's parts, each as the URL spells it, and the pinned columns. */
export const savedViewStateSchema = z.strictObject({
  filters: z.array(filterSchema).max(MAX_FILTERS),
  sort: z.array(viewSortSchema).max(MAX_SORT_COLUMNS),
  group: groupingSchema,
  /** The visible columns in their order. */
  columns: z.array(columnValueSchema).min(1).max(MAX_COLUMNS),
  /** Pinned beside the keyword, in their order; each one is a visible column. */
  pinned: z.array(columnValueSchema).max(MAX_PINNED),
});
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

export const savedViewSchema = z.object({
  id: z.number().int(),
  kind: tableKindSchema,
  name: z.string(),
  state: savedViewStateSchema,
  owner_id: z.number().int(),
  owner_name: z.string(),
  /** The caller's own view: only the owner renames, overwrites or deletes it. */
  mine: z.boolean(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

const call = { company_id: idSchema, kind: tableKindSchema };

export const listViewsRequestSchema = z.strictObject(call);
export const listViewsResponseSchema = z.object({ views: z.array(savedViewSchema) });
export type ListViewsResponse = z.infer<typeof listViewsResponseSchema>;

/** A new view, or with `view_id` the caller's own view overwritten with this state. */
export const saveViewRequestSchema = z.strictObject({ ...call, name: viewNameSchema, state: savedViewStateSchema, view_id: idSchema.optional() });
export const renameViewRequestSchema = z.strictObject({ ...call, view_id: idSchema, name: viewNameSchema });
/** Delete, and restore within the undo time of a delete. */
export const viewRefRequestSchema = z.strictObject({ ...call, view_id: idSchema });
export const savedViewResponseSchema = z.object({ view: savedViewSchema });
export type SavedViewResponse = z.infer<typeof savedViewResponseSchema>;
export const deleteViewResponseSchema = z.object({ deleted: z.number().int(), undo_seconds: z.number().int() });
export type DeleteViewResponse = z.infer<typeof deleteViewResponseSchema>;
