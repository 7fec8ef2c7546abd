/**
 * The content suite's API contracts (issue 24): projects, their competitor pages, share links and
 * the draft with its versions. Field names as SPEC §3 (`editor`: content_score, word_count;
 * `competitors`: selected; page speed metrics) where the spec names them.
 */
import { z } from 'zod';
import { phraseError, tidyPhrase } from '../phrase-validation.ts';
import { languageCodeSchema, locationCodeSchema, shareIdSchema } from './collections.ts';
import { idSchema } from './ids.ts';

export const CONTENT_FETCH_JOB_KIND = 'content-fetch';
/** How many organic results a project compares (SPEC: the top 10). */
export const COMPETITOR_DEPTH = 10;
export const MAX_SECONDARY_KEYWORDS = 20;
/** A draft's HTML; a long article of 10,000 words is about 100 KB. */
export const MAX_DRAFT_HTML = 500_000;

const keywordSchema = z
  .string()
  .transform((value) => tidyPhrase(value))
  .superRefine((value, ctx) => {
    const problem = value === '' ? 'Enter a keyword.' : phraseError(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

export const contentDeviceSchema = z.enum(['desktop', 'mobile']);
export type ContentDevice = z.infer<typeof contentDeviceSchema>;

const companyField = { company_id: idSchema };
const projectField = { company_id: idSchema, project_id: idSchema };

export const contentProjectListRequestSchema = z.strictObject(companyField);
export const contentProjectRefRequestSchema = z.strictObject(projectField);
export type ContentProjectRefRequest = z.infer<typeof contentProjectRefRequestSchema>;

export const contentProjectCreateRequestSchema = z.strictObject({
  ...companyField,
  main_keyword: keywordSchema,
  secondary_keywords: z.array(keywordSchema).max(MAX_SECONDARY_KEYWORDS, `not more than ${MAX_SECONDARY_KEYWORDS} secondary keywords`).default([]),
  location: locationCodeSchema.default(2276),
  language: languageCodeSchema.default('de'),
  device: contentDeviceSchema.default('desktop'),
});
export type ContentProjectCreateRequest = z.input<typeof contentProjectCreateRequestSchema>;

/** fetching: the job is under way; ready: every page tried; failed: the job stopped (refresh to finish). */
export const contentProjectStatusSchema = z.enum(['fetching', 'ready', 'failed']);
export type ContentProjectStatus = z.infer<typeof contentProjectStatusSchema>;

export const contentProjectSchema = z.object({
  id: z.number().int(),
  main_keyword: z.string(),
  secondary_keywords: z.array(z.string()),
  location: z.number().int(),
  language: z.string(),
  device: contentDeviceSchema,
  status: contentProjectStatusSchema,
  job_id: z.string().nullable(),
  created_at: z.string(),
  competitor_count: z.number().int(),
  selected_count: z.number().int(),
  /** SPEC §3 `editor` of the project's draft; content_score stays null until the score is computed. */
  editor: z.object({ content_score: z.number().nullable(), word_count: z.number().int().nullable() }),
  /** Only to members: a shared view never learns the share id of anything. */
  share_id: z.string().nullable(),
});
export type ContentProject = z.infer<typeof contentProjectSchema>;

export const pageHeadingSchema = z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]), text: z.string() });
export const pageSpeedSchema = z.object({
  speed_index: z.number(),
  first_contentful_paint: z.number(),
  interactive: z.number(),
  largest_contentful_paint: z.number(),
});
export type PageSpeed = z.infer<typeof pageSpeedSchema>;

export const competitorPageSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  url: z.string(),
  domain: z.string(),
  title: z.string(),
  meta_description: z.string().nullable(),
  headings: z.array(pageHeadingSchema),
  word_count: z.number().int().nullable(),
  /** SPEC §9 competitor relevance of the page's position. */
  relevance: z.number(),
  page_speed: pageSpeedSchema.nullable(),
  selected: z.boolean(),
  /** Why the page could not be fetched; null when it was, or is not tried yet. */
  fetch_error: z.string().nullable(),
  fetched: z.boolean(),
});
export type CompetitorPage = z.infer<typeof competitorPageSchema>;

export const contentProjectListResponseSchema = z.object({ projects: z.array(contentProjectSchema) });
export type ContentProjectListResponse = z.infer<typeof contentProjectListResponseSchema>;
export const contentProjectResponseSchema = z.object({ project: contentProjectSchema });
export type ContentProjectResponse = z.infer<typeof contentProjectResponseSchema>;
export const contentProjectJobResponseSchema = z.object({ project: contentProjectSchema, job: z.string() });
export type ContentProjectJobResponse = z.infer<typeof contentProjectJobResponseSchema>;

export const competitorListResponseSchema = z.object({
  project: contentProjectSchema,
  competitors: z.array(competitorPageSchema),
  /** True behind a share link: nothing can be changed. */
  read_only: z.boolean(),
});
export type CompetitorListResponse = z.infer<typeof competitorListResponseSchema>;

export const competitorSelectRequestSchema = z.strictObject({ ...projectField, competitor_id: idSchema, selected: z.boolean() });
export const competitorSelectResponseSchema = z.object({ competitor: competitorPageSchema, selected_count: z.number().int() });
export type CompetitorSelectResponse = z.infer<typeof competitorSelectResponseSchema>;

export const contentShareResponseSchema = z.object({ share_id: z.string(), share_path: z.string() });
export type ContentShareResponse = z.infer<typeof contentShareResponseSchema>;

/** A shared project's read: the project and the share id of its link, no company named. */
export const sharedContentRequestSchema = z.strictObject({ project_id: idSchema, share_id: shareIdSchema });
export type SharedContentRequest = z.infer<typeof sharedContentRequestSchema>;

export const draftSchema = z.object({
  project_id: z.number().int(),
  html: z.string(),
  word_count: z.number().int(),
  /** Bumped by every save; a save names the revision it started from. */
  revision: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftSaveRequestSchema = z.strictObject({
  ...projectField,
  /** The revision the text was edited from; another save since then makes this one a 409. */
  revision: z.number().int().min(0),
  html: z.string().max(MAX_DRAFT_HTML, `not more than ${MAX_DRAFT_HTML} characters`),
});
export type DraftSaveRequest = z.infer<typeof draftSaveRequestSchema>;
export const draftResponseSchema = z.object({ draft: draftSchema });
export type DraftResponse = z.infer<typeof draftResponseSchema>;

export const draftVersionSchema = z.object({ revision: z.number().int(), word_count: z.number().int(), saved_at: z.string(), saved_by: z.number().int().nullable() });
export const draftVersionsResponseSchema = z.object({ versions: z.array(draftVersionSchema) });
export type DraftVersionsResponse = z.infer<typeof draftVersionsResponseSchema>;
export const draftVersionRequestSchema = z.strictObject({ ...projectField, revision: z.number().int().min(1) });
export const draftVersionResponseSchema = z.object({ revision: z.number().int(), html: z.string(), saved_at: z.string() });
export type DraftVersionResponse = z.infer<typeof draftVersionResponseSchema>;

/** The screens of a project; with a share id, the shared read-only view. */
export const competitorsPath = (projectId: number, shareId?: string | null) =>
  `/content-project/competitors/${projectId}${shareId ? `/${shareId}` : ''}`;
