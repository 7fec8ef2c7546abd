/**
 * The column definition of SPEC §3: one shape for the keyword columns, the monthly columns and the
 * user's custom columns. It crosses the network inside the saved layouts (saved_headers), so it is a
 * zod schema first and a type second.
 *
 * Meaning of the two permission flags (the spec names them without defining them):
 * - `canBeModified`: the user may hide and move the column (false only for the keyword column);
 *   every column may be resized;
 * - `modify`: the user may rename the column and change its tooltip.
 */
import { z } from 'zod';
import { FIELD_IDS, type FieldId } from '../../domain/keyword-fields.ts';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;
export const MAX_COLUMN_NAME = 40;
export const MAX_COLUMN_TITLE = 60;
export const MAX_COLUMN_TOOLTIP = 200;
export const MAX_CUSTOM_ENTRIES = 30;
export const MAX_ENTRY_TEXT = 40;

export const COLUMN_ALIGNS = ['left', 'right', 'center'] as const;
export type ColumnAlign = (typeof COLUMN_ALIGNS)[number];

export const HEX_COLOUR = /^#[0-9a-f]{6}$/iu;

const FIELD_ID_VALUES: readonly FieldId[] = Object.values(FIELD_IDS);

export const filterAttributesSchema = z.object({
  field: z.union([z.literal(FIELD_ID_VALUES), z.object({ custom: z.string().min(1) })]),
  kind: z.enum(['text', 'number']),
});
export type FilterAttributes = z.infer<typeof filterAttributesSchema>;

export const customEntrySchema = z.object({
  text: z.string().min(1).max(MAX_ENTRY_TEXT),
  color: z.string().regex(HEX_COLOUR, 'a colour is written #rrggbb'),
  id: z.number().int().min(0),
});
export type CustomEntry = z.infer<typeof customEntrySchema>;

export const CUSTOM_COLUMN_TYPES = ['dropdown', 'free'] as const;
export type CustomColumnType = (typeof CUSTOM_COLUMN_TYPES)[number];

export const customOptionsSchema = z.object({
  type: z.enum(CUSTOM_COLUMN_TYPES),
  entries: z.array(customEntrySchema).max(MAX_CUSTOM_ENTRIES),
});
export type CustomOptions = z.infer<typeof customOptionsSchema>;

export const columnDefinitionSchema = z.object({
  active: z.boolean(),
  sortable: z.boolean(),
  canBeModified: z.boolean(),
  modify: z.boolean(),
  /** 'months' for the monthly volume columns; null for a column of its own. */
  group: z.string().nullable(),
  custom: z.boolean(),
  /** The default title. */
  text: z.string(),
  /** The user's rename, or null. */
  modifiedText: z.string().max(MAX_COLUMN_TITLE).nullable(),
  /** The column key: a keyword field ('avgsv'), a month ('202411') or a custom column ('custom_Priorität'). */
  value: z.string().min(1),
  tooltip: z.string(),
  modifiedTooltip: z.string().max(MAX_COLUMN_TOOLTIP).nullable(),
  /** Pixels. */
  width: z.number().int().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH),
  align: z.enum(COLUMN_ALIGNS),
  filter_attributes: filterAttributesSchema.nullable(),
  customOptions: customOptionsSchema.nullable(),
  /**
   * Decimals every number of a read-only custom column shows, so a column of amounts reads 6,00 beside
   * 9,90; without it a whole number shows none and a fraction two.
   */
  decimals: z.union([z.literal(0), z.literal(2)]).optional(),
});
export type ColumnDefinition = z.infer<typeof columnDefinitionSchema>;

export const MONTHS_GROUP = 'months';
export const CUSTOM_PREFIX = 'custom_';

/** The title the table shows: the user's rename, else the default. */
export function columnTitle(column: ColumnDefinition): string {
  return column.modifiedText ?? column.text;
}

export function columnTooltip(column: ColumnDefinition): string {
  return column.modifiedTooltip ?? column.tooltip;
}

export function isMonthColumn(column: ColumnDefinition): boolean {
  return column.group === MONTHS_GROUP;
}

/** The name of a custom column (`custom_Priorität` → `Priorität`), null for any other column. */
export function customNameOf(column: ColumnDefinition): string | null {
  return column.custom && column.value.startsWith(CUSTOM_PREFIX) ? column.value.slice(CUSTOM_PREFIX.length) : null;
}

/** Clamped to the allowed range and rounded to whole pixels; a non-finite width falls back to the minimum. */
export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return MIN_COLUMN_WIDTH;
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}
