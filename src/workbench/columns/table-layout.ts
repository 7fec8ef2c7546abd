/**
 * The per-user saved layout of one table: order, visibility, widths, renames and the user's custom
 * columns. Layouts live in the start-up `saved_headers` (table key → JSON) and are saved with
 * POST /api/service/settings/header/update, which replaces the whole record (at most 256 KB).
 */
import { z } from 'zod';
import { MAX_SAVED_HEADERS_BYTES, type SavedHeaders } from '../../domain/contracts/user-settings.ts';
import {
  clampWidth,
  columnDefinitionSchema,
  MAX_COLUMN_TITLE,
  MAX_COLUMN_TOOLTIP,
  type ColumnDefinition,
} from './column-definition.ts';
import { KEYWORD_COLUMN } from './keyword-columns.ts';

export const LAYOUT_VERSION = 1;

export const layoutColumnSchema = z.object({
  value: z.string().min(1),
  active: z.boolean(),
  width: z.number(),
  modifiedText: z.string().max(MAX_COLUMN_TITLE).nullable(),
  modifiedTooltip: z.string().max(MAX_COLUMN_TOOLTIP).nullable(),
});
export type LayoutColumn = z.infer<typeof layoutColumnSchema>;

export const tableLayoutSchema = z.object({
  version: z.literal(LAYOUT_VERSION),
  /** Every column in the user's order. */
  columns: z.array(layoutColumnSchema),
  /** The user's custom columns in full, since the defaults cannot rebuild them. */
  customColumns: z.array(columnDefinitionSchema.refine((c) => c.custom, 'only custom columns are saved in full')),
});
export type TableLayout = z.infer<typeof tableLayoutSchema>;

/** The keyword column is always the first column, whatever a layout says. */
function keywordFirst(columns: ColumnDefinition[]): ColumnDefinition[] {
  const index = columns.findIndex((c) => c.value === KEYWORD_COLUMN);
  if (index <= 0) return columns;
  const [keyword] = columns.splice(index, 1);
  return keyword ? [keyword, ...columns] : columns;
}

/** A column with the saved state applied, as far as its flags allow. */
function withSaved(column: ColumnDefinition, saved: LayoutColumn): ColumnDefinition {
  return {
    ...column,
    active: column.canBeModified ? saved.active : column.active,
    width: clampWidth(saved.width),
    modifiedText: column.modify ? saved.modifiedText : column.modifiedText,
    modifiedTooltip: column.modify ? saved.modifiedTooltip : column.modifiedTooltip,
  };
}

/**
 * The table's columns: the defaults in the layout's order with its visibility, widths and renames.
 * A default column the layout does not know (a new month, a new feature) is placed right after the
 * nearest of its default predecessors that is placed; layout entries for columns that no longer
 * exist are dropped; custom columns take their saved place, or go last when the order omits them.
 * Choice: when a custom column has the value of a default column, the default wins.
 */
export function applyLayout(defaults: readonly ColumnDefinition[], layout: TableLayout | null): ColumnDefinition[] {
  if (!layout) return keywordFirst([...defaults]);
  const available = new Map<string, ColumnDefinition>();
  for (const column of defaults) if (!available.has(column.value)) available.set(column.value, column);
  for (const column of layout.customColumns) if (column.custom && !available.has(column.value)) available.set(column.value, column);

  const placed: ColumnDefinition[] = [];
  const seen = new Set<string>();
  for (const saved of layout.columns) {
    const column = available.get(saved.value);
    if (!column || seen.has(saved.value)) continue;
    seen.add(saved.value);
    placed.push(withSaved(column, saved));
  }
  defaults.forEach((column, index) => {
    if (seen.has(column.value)) return;
    seen.add(column.value);
    let at = 0;
    for (let p = index - 1; p >= 0; p--) {
      const predecessor = defaults[p];
      const position = predecessor ? placed.findIndex((c) => c.value === predecessor.value) : -1;
      if (position >= 0) {
        at = position + 1;
        break;
      }
    }
    placed.splice(at, 0, column);
  });
  for (const column of layout.customColumns) {
    if (seen.has(column.value) || available.get(column.value) !== column) continue;
    seen.add(column.value);
    placed.push(column);
  }
  return keywordFirst(placed);
}

/** The layout that `applyLayout` turns back into these columns. */
export function layoutOf(columns: readonly ColumnDefinition[]): TableLayout {
  return {
    version: LAYOUT_VERSION,
    columns: columns.map((c) => ({
      value: c.value,
      active: c.active,
      width: c.width,
      modifiedText: c.modifiedText,
      modifiedTooltip: c.modifiedTooltip,
    })),
    customColumns: columns.filter((c) => c.custom),
  };
}

/**
 * The saved layout of a table, or null when there is none or it is unreadable (never a throw: a
 * broken layout falls back to the defaults). A layout saved as a JSON string is read too.
 */
export function readLayout(saved: SavedHeaders | null | undefined, tableKey: string): TableLayout | null {
  if (!saved || !Object.hasOwn(saved, tableKey)) return null;
  let value: unknown = saved[tableKey];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = tableLayoutSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A new record with the table's layout replaced; the other tables' layouts are kept as they are. */
export function writeLayout(saved: SavedHeaders | null | undefined, tableKey: string, layout: TableLayout): SavedHeaders {
  if (tableKey.length < 1 || tableKey.length > 100) throw new RangeError(`a table key has 1 to 100 characters, not ${tableKey.length}`);
  return { ...(saved ?? {}), [tableKey]: layout };
}

/** The size of the record as the server measures it: UTF-8 bytes of its JSON. */
export function savedHeadersBytes(saved: SavedHeaders): number {
  return new TextEncoder().encode(JSON.stringify(saved)).length;
}

export function fitsSavedHeaders(saved: SavedHeaders): boolean {
  return savedHeadersBytes(saved) <= MAX_SAVED_HEADERS_BYTES;
}
