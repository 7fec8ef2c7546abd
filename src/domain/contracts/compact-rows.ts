/**
 * Keyword rows on the wire in their compact form (issue 15, decision 0069): a reader that asks for
 * `row_form: 'compact'` gets each row as the compact metrics it is stored as, and builds the row
 * itself with the same builder the server used (../compact-row.ts). A 5,000-row page is a fifth of
 * the bytes, and the server parses and builds nothing.
 */
import { z } from 'zod';
import { compactMetricsSchema } from '../compact-metrics.ts';
import { keywordRowSchema } from './keyword-row.ts';

/** How a reader wants the rows: whole (the default, as every answer was before) or compact. */
export const rowFormSchema = z.enum(['whole', 'compact']);
export type RowForm = z.infer<typeof rowFormSchema>;

/** A keyword's custom column values by column name, as a collection stores them. */
const customValuesSchema = z.record(z.string(), z.union([z.number(), z.string()]));

/**
 * One row: its compact metrics (`m`), or the whole row a collection saved before its keywords were
 * kept compact (`r`, decision 0064); with the collection's custom values (`x`) where the answer
 * carries them.
 */
export const compactRowSchema = z.union([
  z.object({ m: compactMetricsSchema, x: customValuesSchema.optional() }),
  z.object({ r: keywordRowSchema, x: customValuesSchema.optional() }),
]);
export type CompactRow = z.infer<typeof compactRowSchema>;
