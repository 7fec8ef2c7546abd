/**
 * The parts of a keyword table's view (filters, sort, grouping, visible columns, pinned columns): the
 * URL's search params read them (src/workbench/view/view-search.ts) and a saved view stores them
 * (./saved-views.ts), so a link and a saved view can never disagree about what a view is.
 */
import { z } from 'zod';
import { NUMBER_ACTIONS, TEXT_ACTIONS, type Filter } from '../filters.ts';
import { FIELD_IDS, type FieldId } from '../keyword-fields.ts';

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

/** A column's `value` (`avgsv`, `202411`, `custom_Priority`). */
export const columnValueSchema = z.string().min(1).max(80);

export const viewSortSchema = z.strictObject({
  column: columnValueSchema,
  direction: z.enum(['asc', 'desc']),
});
export type ViewSort = z.infer<typeof viewSortSchema>;

/** The table's groupings: near-duplicates, category, search intent, or a custom column's value. */
export type Grouping = { by: 'none' } | { by: 'duplicates' } | { by: 'category' } | { by: 'intent' } | { by: 'custom'; name: string };

export const groupingSchema: z.ZodType<Grouping> = z.union([
  z.strictObject({ by: z.literal('none') }),
  z.strictObject({ by: z.literal('duplicates') }),
  z.strictObject({ by: z.literal('category') }),
  z.strictObject({ by: z.literal('intent') }),
  z.strictObject({ by: z.literal('custom'), name: z.string().min(1).max(60) }),
]);

/** At most this many sort columns; more would not change any order a person can read. */
export const MAX_SORT_COLUMNS = 6;
export const MAX_FILTERS = 30;
export const MAX_COLUMNS = 200;
/**
 * At most this many pinned columns besides the keyword: five of the usual widths already fill half
 * of a laptop's screen, and a sticky block wider than the window could not scroll at all.
 */
export const MAX_PINNED = 5;
