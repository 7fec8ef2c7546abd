/**
 * The monitoring project's own fields (issue 19): devices, the domain rule, tags, competitors, keyword
 * sources, the update time and the settings answer. Re-exported by ./monitoring.ts, which the screens import.
 */
import { z } from 'zod';
import { normaliseRankingDomain } from '../rankings-domain.ts';
import { idSchema } from './ids.ts';
import { IMPORT_SOURCE_MAX } from './imported-values.ts';
import { importMappingSchema } from './import-mapping.ts';

export const MONITORING_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export const MAX_COMPETITORS = 5;
/** Keywords one project tracks; every one costs a lookup per day (decision 0030). */
export const MAX_PROJECT_KEYWORDS = 2000;
export const MAX_TAGS_PER_KEYWORD = 10;
export const TAG_MAX = 40;
export const KEYWORD_TEXT_MAX = 1_000_000;
/** How long a deleted project can be brought back. */
export const PROJECT_UNDO_SECONDS = 30;
/** The longest history one call answers (the export reads the whole of it). */
export const MAX_HISTORY_DAYS = 400;
export const DEFAULT_HISTORY_DAYS = 90;
/** Winners and losers each list at most this many keywords. */
export const MOVERS_LIMIT = 10;
/** The kind the job runner knows the daily update by. */
export const MONITORING_UPDATE_JOB_KIND = 'monitoring-update';

export const deviceSchema = z.enum(MONITORING_DEVICES, { error: 'Choose desktop, mobile or tablet.' });
export type MonitoringDevice = z.infer<typeof deviceSchema>;

/** A domain as typed: scheme and path removed, `www.` added (SPEC §5, src/domain/rankings-domain.ts). */
export const projectDomainSchema = z
  .string()
  .trim()
  .min(1, 'Enter the domain, such as www.example.de.')
  .max(300, 'Use at most 300 characters for the domain.')
  .transform((input, ctx) => {
    const result = normaliseRankingDomain(input);
    if (result.ok) return result.domain;
    ctx.addIssue({ code: 'custom', message: `${result.message}. Enter a domain such as www.example.de.`, input });
    return z.NEVER;
  });

export const tagSchema = z.string().trim().min(1, 'A tag needs at least one character.').max(TAG_MAX, `Use at most ${TAG_MAX} characters per tag.`);
export const tagsSchema = z.array(tagSchema).max(MAX_TAGS_PER_KEYWORD, `At most ${MAX_TAGS_PER_KEYWORD} tags.`);

/** `HH:MM`, Europe/Berlin wall-clock time (decision 0030). */
export const updateTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/u, 'Use a time such as 06:00 (hours 00–23, minutes 00–59).');

export const competitorsSchema = z
  .array(projectDomainSchema)
  .max(MAX_COMPETITORS, `At most ${MAX_COMPETITORS} competitor domains.`)
  .refine((list) => new Set(list).size === list.length, 'Each competitor domain only once.');

/**
 * Where the keywords come from: pasted lines, the text of an uploaded CSV (first column the keyword,
 * further columns tags), or a collection of the company. Lines that break SPEC §5 are answered in `rejected`.
 * A tool export's values (and a collection's kept ones) are kept beside the keywords (decision 0057);
 * `file_name` names a plain file's values ("Imported volume (keywords.csv)"); `mapping` is the
 * columns as mapped by hand in the dialog, read instead of the recognised headers (decision 0046).
 */
export const keywordSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('paste'), text: z.string().max(KEYWORD_TEXT_MAX, 'The pasted text is too long.') }),
    z.strictObject({
      kind: z.literal('csv'),
      text: z.string().max(KEYWORD_TEXT_MAX, 'The file is too large.'),
      file_name: z.string().trim().min(1, 'Give the file name or leave it out.').max(IMPORT_SOURCE_MAX, `Use at most ${IMPORT_SOURCE_MAX} characters for the file name.`).optional(),
      mapping: importMappingSchema.optional(),
    }),
    z.strictObject({ kind: z.literal('collection'), collection_id: idSchema }),
  ],
  { error: 'Give keywords as paste, csv or collection.' },
);
export type KeywordSource = z.infer<typeof keywordSourceSchema>;


export const projectSettingsSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  device: deviceSchema,
  location: z.number().int(),
  language: z.string(),
  competitors: z.array(z.string()),
  /** Every tag used on the project's keywords, sorted. */
  tags: z.array(z.string()),
  update_time: z.string(),
  keyword_count: z.number().int(),
  share_id: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

export const datedValueSchema = z.object({ date: z.string(), value: z.number() });
export type DatedValue = z.infer<typeof datedValueSchema>;

