/**
 * The columns of an uploaded file as mapped by hand in the column-mapping dialog (decision 0046),
 * sent with the file so the server reads it the way the user saw it. Columns count from 0.
 */
import { z } from 'zod';
import { emptyMapping, IMPORT_FIELDS, type ColumnMapping, type ImportField } from '../import/import-headers.ts';

/** More columns than any tool writes; a bigger index is a mistake, not a wide file. */
export const IMPORT_COLUMNS_MAX = 200;

const columnOf = (missing: string) =>
  z
    .number({ error: missing })
    .int('Give the column as a whole number from 0.')
    .min(0, 'Columns count from 0.')
    .max(IMPORT_COLUMNS_MAX - 1, `Columns count from 0 to ${IMPORT_COLUMNS_MAX - 1}.`);
const columnSchema = columnOf('Give the column as a number from 0, or null.');

export const importMappingSchema = z
  .strictObject({
    /** Whether the first record (after a tool's title lines) is a header row. */
    has_header: z.boolean({ error: 'Say whether the first line is a header (true or false).' }),
    keyword: columnOf('Give the column that holds the keyword, as a number from 0.'),
    volume: columnSchema.nullable().optional(),
    difficulty: columnSchema.nullable().optional(),
    cpc: columnSchema.nullable().optional(),
    position: columnSchema.nullable().optional(),
    url: columnSchema.nullable().optional(),
    clicks: columnSchema.nullable().optional(),
    impressions: columnSchema.nullable().optional(),
  })
  .superRefine((mapping, context) => {
    // A column holds one thing: the dialog frees a column when it is given to another field.
    const owner = new Map<number, ImportField>();
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column === null || column === undefined) continue;
      const first = owner.get(column);
      if (first === undefined) owner.set(column, field);
      else context.addIssue({ code: 'custom', path: [field], message: `Column ${column} is already mapped to ${first}; a column holds one field.` });
    }
  });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** The domain's mapping of a request's: fields left out are not imported. */
export function columnMappingOf(mapping: ImportMapping): ColumnMapping {
  const out = emptyMapping();
  for (const field of IMPORT_FIELDS) out[field] = mapping[field] ?? null;
  return out;
}

/** The request's form of a mapping chosen in the dialog, or null when it names no keyword column. */
export function importMappingOf(mapping: ColumnMapping, hasHeader: boolean): ImportMapping | null {
  if (mapping.keyword === null) return null;
  return { has_header: hasHeader, ...mapping, keyword: mapping.keyword };
}
