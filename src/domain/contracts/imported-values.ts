/**
 * Values of a tool's export kept beside our metrics (issue 22 item 1, decision 0057): stored with the
 * collection's keywords per source, never written into our own metrics.
 */
import { z } from 'zod';

/** A collection takes at most this many keywords per call, so an import carries at most as many. */
export const IMPORTED_ENTRIES_MAX = 10_000;
export const IMPORT_SOURCE_MAX = 120;

export const importedNumberSchema = z.union([
  z.strictObject({ kind: z.literal('value'), value: z.number().finite() }),
  z.strictObject({ kind: z.literal('range'), low: z.number().finite().nullable(), high: z.number().finite().nullable() }),
]);

export const importedEntrySchema = z.strictObject({
  keyword: z.string().min(1).max(300),
  volume: importedNumberSchema.optional(),
  difficulty: importedNumberSchema.optional(),
  cpc: importedNumberSchema.optional(),
  /** The CPC's currency as the file named it (ISO code); absent when the file named none. */
  cpc_currency: z.string().regex(/^[A-Z]{3}$/u).optional(),
  position: importedNumberSchema.optional(),
  clicks: importedNumberSchema.optional(),
  impressions: importedNumberSchema.optional(),
  url: z.string().min(1).max(2000).optional(),
});
export type ImportedEntry = z.infer<typeof importedEntrySchema>;

/** One file's values: `source` is the tool ("Semrush") or, for a plain file, its name. */
export const importedValuesSchema = z.strictObject({
  source: z.string().trim().min(1).max(IMPORT_SOURCE_MAX),
  entries: z.array(importedEntrySchema).min(1).max(IMPORTED_ENTRIES_MAX),
});
export type ImportedValues = z.infer<typeof importedValuesSchema>;

/** What a collection holds: per source, the entries of its keywords. */
export const storedImportedValuesSchema = z.object({ source: z.string(), entries: z.array(importedEntrySchema) });
export type StoredImportedValues = z.infer<typeof storedImportedValuesSchema>;
