/**
 * Internal Searches (issue 19): a company imports its site's search log; the screens show the terms
 * over a period with their trend, Google volume and the domain's Google position. Every call needs
 * the monitoring guard and the company's `internal_searches` setting.
 */
import { z } from 'zod';
import { languageCodeSchema, locationCodeSchema } from './collections.ts';
import { idSchema } from './ids.ts';
import { keywordRowSchema } from './keyword-row.ts';

/** The pasted or uploaded CSV: 5 million characters hold about 150,000 lines of term, count and date. */
export const SEARCH_LOG_MAX_CHARS = 5_000_000;
/** The request body may be this large: the CSV as JSON in UTF-8 (up to 3 bytes a character) with its escapes. */
export const SEARCH_LOG_BODY_LIMIT = 16 * 1024 * 1024;
/** How long a deleted import can be brought back. */
export const IMPORT_UNDO_SECONDS = 30;
/** The import answer names at most this many rejected lines (and counts them all). */
export const REJECTED_LINES_SHOWN = 200;
/** The terms table reads at most this many terms, the most searched first (SPEC §9 bulk limit). */
export const TERMS_MAX = 10_000;

const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'Write the day as YYYY-MM-DD.');
const companyField = { company_id: idSchema };

export const importSummarySchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  file_name: z.string().nullable(),
  location: z.number().int(),
  language: z.string(),
  term_count: z.number().int(),
  searches: z.number().int(),
  accepted_lines: z.number().int(),
  rejected_lines: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
  created_at: z.string(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const rejectedLineSchema = z.object({ line: z.number().int(), reason: z.string() });

// /api/internal-searches/import
export const importSearchLogRequestSchema = z.strictObject({
  ...companyField,
  /** The site whose log this is; Google positions are looked up for it (normalised like SPEC §5's ranking domain). */
  domain: z.string().trim().min(1, 'Enter the domain of the site.').max(253, 'Use at most 253 characters for the domain.'),
  location: locationCodeSchema,
  language: languageCodeSchema,
  file_name: z.string().trim().max(200, 'Use at most 200 characters for the file name.').nullable().optional(),
  csv: z
    .string()
    .min(1, 'Paste or upload the CSV of the search log.')
    .max(SEARCH_LOG_MAX_CHARS, `The CSV may hold at most ${SEARCH_LOG_MAX_CHARS.toLocaleString('de-DE')} characters; split the log by period.`),
});
export type ImportSearchLogRequest = z.infer<typeof importSearchLogRequestSchema>;
export const importSearchLogResponseSchema = z.object({
  import: importSummarySchema,
  rejected: z.array(rejectedLineSchema),
  rejected_count: z.number().int(),
});
export type ImportSearchLogResponse = z.infer<typeof importSearchLogResponseSchema>;

// /api/internal-searches/imports
export const listImportsRequestSchema = z.strictObject(companyField);
export const listImportsResponseSchema = z.object({ imports: z.array(importSummarySchema) });
export type ListImportsResponse = z.infer<typeof listImportsResponseSchema>;

// /api/internal-searches/imports/delete and /restore
export const importRefRequestSchema = z.strictObject({ ...companyField, import_id: idSchema });
export type ImportRefRequest = z.infer<typeof importRefRequestSchema>;
export const deleteImportResponseSchema = z.object({ deleted: z.literal(true), undo_until: z.string() });
export type DeleteImportResponse = z.infer<typeof deleteImportResponseSchema>;
export const restoreImportResponseSchema = z.object({ import: importSummarySchema });

/** The period lengths the screens offer, in days. */
export const PERIOD_CHOICES = [7, 30, 90, 180, 365] as const;

/**
 * A period of the log: `to` (default the log's last day) and either `from` or `days` before it
 * (default 90 days); `from` not after `to`.
 */
export const periodRequestSchema = z
  .strictObject({
    ...companyField,
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    days: z.number().int('Use a whole number of days.').min(1, 'Use 1 day or more.').max(731, 'Use at most 731 days.').optional(),
  })
  .refine((body) => body.from === undefined || body.to === undefined || body.from <= body.to, { message: 'The period starts after it ends.', path: ['from'] })
  .refine((body) => body.from === undefined || body.days === undefined, { message: 'Give from or days, not both.', path: ['days'] });
export type PeriodRequest = z.infer<typeof periodRequestSchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const termSummarySchema = z.object({
  term: z.string(),
  searches: z.number().int(),
  /** Searches per day in the later half of the period against the earlier half, in percent; null: new. */
  trend: z.number().nullable(),
});
export type TermSummary = z.infer<typeof termSummarySchema>;

// /api/internal-searches/overview
export const overviewResponseSchema = z.object({
  /** Null while the company has imported nothing. */
  period: periodSchema.nullable(),
  domain: z.string().nullable(),
  total_searches: z.number().int(),
  distinct_terms: z.number().int(),
  /** Every day of the period, days without searches as 0. */
  days: z.array(z.object({ day: z.string(), searches: z.number().int() })),
  top_terms: z.array(termSummarySchema),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

export const termInsightSchema = termSummarySchema.extend({
  volume: z.number().nullable(),
  position: z.number().int().nullable(),
  url: z.string().nullable(),
  gap: z.boolean(),
});
export type TermInsight = z.infer<typeof termInsightSchema>;

// /api/internal-searches/terms
export const termsResponseSchema = z.object({
  period: periodSchema.nullable(),
  domain: z.string().nullable(),
  location: z.number().int().nullable(),
  language: z.string().nullable(),
  terms: z.array(termInsightSchema),
  /** Google's keyword rows for the terms that passed the input check (SPEC §5), for the workbench. */
  rows: z.array(keywordRowSchema),
  /** More terms were searched than the table reads (TERMS_MAX). */
  truncated: z.boolean(),
  /** Why Google volumes or positions are missing (a provider failure), or null. */
  google_problem: z.string().nullable(),
});
export type TermsResponse = z.infer<typeof termsResponseSchema>;
