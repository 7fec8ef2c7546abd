/**
 * Custom columns of a collection (SPEC §3 "customs" and "customOptions"): their definitions, stored
 * on the collection, and their values, stored per keyword and shown in rows as `custom_{name}`.
 * The workbench's own column model is separate; this is only what crosses the network.
 */
import { z } from 'zod';
import { formatNumber } from '../number-format.ts';
import { idSchema } from './ids.ts';

export const CUSTOM_COLUMN_NAME_MAX = 40;
export const CUSTOM_ENTRY_TEXT_MAX = 40;
export const CUSTOM_ENTRIES_MAX = 30;
export const CUSTOM_COLUMNS_MAX = 20;
/** A free cell holds at most this many characters. */
export const CUSTOM_TEXT_MAX = 200;
/** One set or restore call may touch every keyword of a large collection at once. */
export const CUSTOM_VALUES_KEYWORDS_MAX = 100_000;

export const customColumnTypeSchema = z.enum(['dropdown', 'free']);
export type CustomColumnType = z.infer<typeof customColumnTypeSchema>;

export const customColumnNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name for the column.')
  .max(CUSTOM_COLUMN_NAME_MAX, `Use at most ${CUSTOM_COLUMN_NAME_MAX} characters for a column name.`);

export const customEntrySchema = z.strictObject({
  id: z.number().int().min(0).max(2_147_483_647),
  text: z.string().trim().min(1, 'Enter a text for the option.').max(CUSTOM_ENTRY_TEXT_MAX, `Use at most ${CUSTOM_ENTRY_TEXT_MAX} characters for an option.`),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/u, 'Use a colour such as #1a2b3c.'),
});
export type CustomEntry = z.infer<typeof customEntrySchema>;

export const customColumnSchema = z
  .strictObject({
    name: customColumnNameSchema,
    type: customColumnTypeSchema,
    entries: z.array(customEntrySchema).max(CUSTOM_ENTRIES_MAX, `At most ${CUSTOM_ENTRIES_MAX} options per column.`),
  })
  .superRefine((column, context) => {
    if (column.type === 'dropdown' && column.entries.length === 0) {
      context.addIssue({ code: 'custom', path: ['entries'], message: `the dropdown column "${column.name}" needs at least one option.` });
    }
    const seen = new Set<number>();
    column.entries.forEach((entry, index) => {
      if (seen.has(entry.id)) context.addIssue({ code: 'custom', path: ['entries', index, 'id'], message: `id ${entry.id} is used twice in column "${column.name}".` });
      seen.add(entry.id);
    });
  });
export type CustomColumn = z.infer<typeof customColumnSchema>;

export const customColumnsSchema = z
  .array(customColumnSchema)
  .max(CUSTOM_COLUMNS_MAX, `At most ${CUSTOM_COLUMNS_MAX} custom columns per collection.`)
  .superRefine((columns, context) => {
    const seen = new Set<string>();
    columns.forEach((column, index) => {
      const key = column.name.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: `"${column.name}" is used twice; column names must differ regardless of case.` });
      seen.add(key);
    });
  });

/** A stored value: a dropdown keeps the entry id, a free column its text. */
export type CustomValue = number | string;
/** What a call may send for a cell; null (and for a dropdown the '-' entry id 0) clears it. */
export const customValueInputSchema = z.union([z.number(), z.string().max(10_000), z.null()]);
export type CustomValueInput = z.infer<typeof customValueInputSchema>;

const collectionField = { company_id: idSchema, collection_id: idSchema };
const keywordSchema = z.string().max(1000);

// /api/collections/columns/update: the whole list; a column left out loses its values.
export const updateCustomColumnsRequestSchema = z.strictObject({ ...collectionField, custom_columns: customColumnsSchema });
export type UpdateCustomColumnsRequest = z.infer<typeof updateCustomColumnsRequestSchema>;
export const customColumnsResponseSchema = z.object({ custom_columns: z.array(customColumnSchema) });
export type CustomColumnsResponse = z.infer<typeof customColumnsResponseSchema>;

// /api/collections/keywords/customs: one value for many keywords; `previous` is what the undo sends back.
export const setCustomValuesRequestSchema = z.strictObject({
  ...collectionField,
  column: customColumnNameSchema,
  keywords: z
    .array(keywordSchema)
    .min(1, 'Give at least one keyword.')
    .max(CUSTOM_VALUES_KEYWORDS_MAX, `At most ${formatNumber(CUSTOM_VALUES_KEYWORDS_MAX)} keywords per call.`),
  value: customValueInputSchema,
});
export type SetCustomValuesRequest = z.infer<typeof setCustomValuesRequestSchema>;
export const keywordCustomValueSchema = z.object({ keyword: keywordSchema, value: customValueInputSchema });
export type KeywordCustomValue = z.infer<typeof keywordCustomValueSchema>;
export const setCustomValuesResponseSchema = z.object({ updated: z.number().int(), previous: z.array(keywordCustomValueSchema) });
export type SetCustomValuesResponse = z.infer<typeof setCustomValuesResponseSchema>;

// /api/collections/keywords/customs/restore: the undo of a set, one value per keyword.
export const restoreCustomValuesRequestSchema = z.strictObject({
  ...collectionField,
  column: customColumnNameSchema,
  values: z
    .array(keywordCustomValueSchema)
    .min(1, 'Give at least one value.')
    .max(CUSTOM_VALUES_KEYWORDS_MAX, `At most ${formatNumber(CUSTOM_VALUES_KEYWORDS_MAX)} values per call.`),
});
export type RestoreCustomValuesRequest = z.infer<typeof restoreCustomValuesRequestSchema>;
export const restoreCustomValuesResponseSchema = z.object({ updated: z.number().int() });
export type RestoreCustomValuesResponse = z.infer<typeof restoreCustomValuesResponseSchema>;
