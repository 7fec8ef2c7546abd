/**
 * Collections: named, saved sets of keyword rows of one company in one market, and the shared
 * research read of one of them without login. All calls are POST with a Bearer token except
 * `/api/research/shared/get`, which is open by design (a share id is 128 random bits).
 */
import { z } from 'zod';
import { formatNumber } from '../number-format.ts';
import { customColumnSchema } from './collection-columns.ts';
import { compactRowSchema, rowFormSchema } from './compact-rows.ts';
import { idSchema, wholeNumberSchema } from './ids.ts';
import { importedValuesSchema, storedImportedValuesSchema } from './imported-values.ts';
import { keywordRowSchema } from './keyword-row.ts';

export const COLLECTION_NAME_MAX = 100;
/** At most this many keywords in one call (SPEC §9 limit of a bulk lookup). */
export const COLLECTION_KEYWORDS_MAX = 10_000;
/** How long a deleted collection or removed keywords can be brought back. */
export const COLLECTION_UNDO_SECONDS = 30;
/** A share id is 16 random bytes in base64url: 22 characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/u;

export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name for the collection.')
  .max(COLLECTION_NAME_MAX, `Use at most ${COLLECTION_NAME_MAX} characters for the name.`);

export const collectionKeywordsSchema = z
  .array(z.string().max(1000))
  .min(1, 'Give at least one keyword.')
  .max(COLLECTION_KEYWORDS_MAX, `At most ${formatNumber(COLLECTION_KEYWORDS_MAX)} keywords per call.`);

export const locationCodeSchema = wholeNumberSchema(1, 99_999_999);
export const languageCodeSchema = z.string().trim().regex(/^[A-Za-z]{2,3}([-_][A-Za-z]{2,4})?$/u, 'Use a language code such as de.');
export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, 'This share link is not valid.');
/** Job ids are the job table's ids as text (see server/jobs/job-store.ts). */
export const jobIdSchema = z.string().trim().min(1).max(100);

export const collectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  keyword_count: z.number().int(),
  location: z.number().int(),
  language: z.string(),
  share_id: z.string().nullable(),
  /** The shared link shows the custom columns' values too (the owner's choice; decision 0025). */
  share_custom_columns: z.boolean().default(false),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

const companyField = { company_id: idSchema };
const collectionField = { company_id: idSchema, collection_id: idSchema };

// /api/collections/list
export const listCollectionsRequestSchema = z.strictObject(companyField);
export type ListCollectionsRequest = z.infer<typeof listCollectionsRequestSchema>;
export const listCollectionsResponseSchema = z.object({ collections: z.array(collectionSummarySchema) });
export type ListCollectionsResponse = z.infer<typeof listCollectionsResponseSchema>;

// /api/collections/create: rows for `keywords` from the cached lookup, or copied from a finished bulk volume job.
export const createCollectionRequestSchema = z
  .strictObject({
    ...companyField,
    name: collectionNameSchema,
    location: locationCodeSchema,
    language: languageCodeSchema,
    keywords: collectionKeywordsSchema.optional(),
    job_id: jobIdSchema.optional(),
    /** A tool export's values for these keywords, kept beside ours and marked with their source. */
    imported: importedValuesSchema.optional(),
  })
  .refine((body) => !(body.keywords !== undefined && body.job_id !== undefined), {
    message: 'Give keywords or job_id, not both.',
    path: ['job_id'],
  });
export type CreateCollectionRequest = z.infer<typeof createCollectionRequestSchema>;
export const collectionResponseSchema = z.object({ collection: collectionSummarySchema });
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

// /api/collections/get: by id, or by name for /research/{researchname}; the rows whole (the default)
// or compact (`row_form: 'compact'`, ./compact-rows.ts), which the client builds.
const rowFormField = { row_form: rowFormSchema.optional() };
export const getCollectionRequestSchema = z.union([
  z.strictObject({ ...collectionField, ...rowFormField }),
  z.strictObject({ ...companyField, name: collectionNameSchema, ...rowFormField }),
]);
export type GetCollectionRequest = z.infer<typeof getCollectionRequestSchema>;
const collectionAnswerFields = {
  collection: collectionSummarySchema,
  /** Rows carry their values as `custom_{name}` keys (./collection-columns.ts). */
  custom_columns: z.array(customColumnSchema),
  /** Values imported from tools' exports, per source; absent from answers of older servers. */
  imported: z.array(storedImportedValuesSchema).default([]),
};
export const getCollectionResponseSchema = z.object({ ...collectionAnswerFields, rows: z.array(keywordRowSchema) });
/** The answer to `row_form: 'compact'`: the same rows, each as its compact row. */
export const getCollectionCompactResponseSchema = z.object({ ...collectionAnswerFields, compact_rows: z.array(compactRowSchema) });
export type GetCollectionCompactResponse = z.infer<typeof getCollectionCompactResponseSchema>;
/** What the route may answer, as the OpenAPI document describes it. */
export const getCollectionAnswerSchema = z.union([getCollectionResponseSchema, getCollectionCompactResponseSchema]);
export type GetCollectionResponse = z.infer<typeof getCollectionResponseSchema>;

// /api/collections/rename
export const renameCollectionRequestSchema = z.strictObject({ ...collectionField, name: collectionNameSchema });
export type RenameCollectionRequest = z.infer<typeof renameCollectionRequestSchema>;

// /api/collections/delete (soft) and /api/collections/restore (its undo)
export const collectionRefRequestSchema = z.strictObject(collectionField);
export type CollectionRefRequest = z.infer<typeof collectionRefRequestSchema>;
export const deleteCollectionResponseSchema = z.object({ deleted: z.literal(true), undo_until: z.string() });
export type DeleteCollectionResponse = z.infer<typeof deleteCollectionResponseSchema>;

// /api/collections/keywords/add: rows from the lookup for `keywords`, or from a finished job.
export const addCollectionKeywordsRequestSchema = z
  .strictObject({ ...collectionField, keywords: collectionKeywordsSchema.optional(), job_id: jobIdSchema.optional(), imported: importedValuesSchema.optional() })
  .refine((body) => (body.keywords === undefined) !== (body.job_id === undefined), {
    message: 'Give keywords or job_id (exactly one of them).',
    path: ['keywords'],
  });
export type AddCollectionKeywordsRequest = z.infer<typeof addCollectionKeywordsRequestSchema>;
export const addCollectionKeywordsResponseSchema = z.object({ added: z.number().int(), collection: collectionSummarySchema });
export type AddCollectionKeywordsResponse = z.infer<typeof addCollectionKeywordsResponseSchema>;

// /api/collections/keywords/remove: undo is keywords/add with the same keywords.
export const removeCollectionKeywordsRequestSchema = z.strictObject({ ...collectionField, keywords: collectionKeywordsSchema });
export type RemoveCollectionKeywordsRequest = z.infer<typeof removeCollectionKeywordsRequestSchema>;
export const removeCollectionKeywordsResponseSchema = z.object({ removed: z.number().int(), collection: collectionSummarySchema });
export type RemoveCollectionKeywordsResponse = z.infer<typeof removeCollectionKeywordsResponseSchema>;

// /api/collections/share and /api/collections/unshare. The custom columns (often internal notes) go
// into the shared link only when the owner says so; sharing again without the field keeps the choice.
export const shareCollectionRequestSchema = z.strictObject({ ...collectionField, with_custom_columns: z.boolean().optional() });
export type ShareCollectionRequest = z.infer<typeof shareCollectionRequestSchema>;
export const shareCollectionResponseSchema = z.object({ share_id: z.string(), share_url_path: z.string(), with_custom_columns: z.boolean().optional() });
export type ShareCollectionResponse = z.infer<typeof shareCollectionResponseSchema>;
export const unshareCollectionResponseSchema = z.object({ collection: collectionSummarySchema });
export type UnshareCollectionResponse = z.infer<typeof unshareCollectionResponseSchema>;

/** The research screen of a collection; names are unique per company, so the name is the address. */
export function researchPath(name: string): string {
  return `/research/${encodeURIComponent(name)}`;
}

export function sharedResearchPath(shareId: string): string {
  return `/research/shared/${shareId}`;
}

// /api/research/shared/get (no login): nothing of the company beyond the collection's own rows and columns.
export const sharedResearchRequestSchema = z.strictObject({ share_id: shareIdSchema, ...rowFormField });
export type SharedResearchRequest = z.infer<typeof sharedResearchRequestSchema>;
const sharedResearchFields = {
  name: z.string(),
  location: z.number().int(),
  language: z.string(),
  custom_columns: z.array(customColumnSchema),
};
export const sharedResearchResponseSchema = z.object({ ...sharedResearchFields, rows: z.array(keywordRowSchema) });
/** The answer to `row_form: 'compact'` (./compact-rows.ts). */
export const sharedResearchCompactResponseSchema = z.object({ ...sharedResearchFields, compact_rows: z.array(compactRowSchema) });
export type SharedResearchCompactResponse = z.infer<typeof sharedResearchCompactResponseSchema>;
export const sharedResearchAnswerSchema = z.union([sharedResearchResponseSchema, sharedResearchCompactResponseSchema]);
export type SharedResearchResponse = z.infer<typeof sharedResearchResponseSchema>;

// /api/research/keywords-saved: which of the company's collections hold each keyword in a location.
export const keywordsSavedRequestSchema = z.strictObject({
  ...companyField,
  keywords: collectionKeywordsSchema,
  loc: locationCodeSchema,
});
export type KeywordsSavedRequest = z.infer<typeof keywordsSavedRequestSchema>;
export const keywordsSavedResponseSchema = z.object({
  data: z.array(z.object({ keyword: z.string(), lists: z.array(z.string()) })),
});
export type KeywordsSavedResponse = z.infer<typeof keywordsSavedResponseSchema>;
