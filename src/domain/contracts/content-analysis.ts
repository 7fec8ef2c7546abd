/**
 * The content suite's analysis contracts (issue 24): the term analysis (WDF*IDF) of a project's
 * selected competitors against the project's draft, the ad-hoc analysis of `/wdf-idf` (a keyword
 * and the user's own URL or pasted text, no project), the briefing, and the shared read-only views
 * of them and of the draft. Numbers are as the domain computes them (`analyseTerms`,
 * `pageRelevance`, `buildBriefing`), in snake_case.
 */
import { z } from 'zod';
import { TERM_RECOMMENDATIONS } from '../content-term-analysis.ts';
import { SEARCH_INTENTS } from '../search-intent.ts';
import { languageCodeSchema, locationCodeSchema } from './collections.ts';
import { contentDeviceSchema, contentProjectSchema, draftSchema } from './content.ts';
import { idSchema } from './ids.ts';

/** The terms an analysis answers with, strongest WDF*IDF first. */
export const TERM_ANALYSIS_LIMIT = 200;
/** Pasted own text of the ad-hoc analysis. */
export const MAX_OWN_TEXT = 200_000;

const rangeSchema = z.object({ min: z.number(), max: z.number() });

export const termRowSchema = z.object({
  stem: z.string(),
  /** The readable name: the most frequent surface form. */
  term: z.string(),
  /** Selected competitor pages holding the term. */
  holding: z.number().int(),
  average_wdf: z.number(),
  max_wdf: z.number(),
  idf: z.number(),
  wdf_idf: z.number(),
  own_count: z.number().int(),
  own_wdf: z.number(),
  own_wdf_idf: z.number(),
  /** WDF from the competitors' average to their maximum. */
  target: rangeSchema,
  recommendation: z.enum(TERM_RECOMMENDATIONS),
});
export type TermRow = z.infer<typeof termRowSchema>;

/** SPEC §9 relevance score of one page (0 to 1) with its three parts. */
export const pageRelevanceSchema = z.object({
  url_coverage: z.number(),
  term_placement: z.number(),
  average_wdf: z.number(),
  score: z.number(),
});

export const analysedPageSchema = z.object({
  /** Null for the own text. */
  competitor_id: z.number().int().nullable(),
  /** Organic position; null for the own text. */
  position: z.number().int().nullable(),
  /** Null for pasted text and for a draft. */
  url: z.string().nullable(),
  title: z.string(),
  word_count: z.number().int(),
  relevance: pageRelevanceSchema,
});
export type AnalysedPage = z.infer<typeof analysedPageSchema>;

export const termAnalysisSchema = z.object({
  keyword: z.string(),
  /** Selected, fetched competitor pages the analysis read. */
  competitor_count: z.number().int(),
  terms: z.array(termRowSchema),
  /** The competitors analysed, by position. */
  pages: z.array(analysedPageSchema),
  /** The own text's page; null when there is none (an empty draft). */
  own: analysedPageSchema.nullable(),
});
export type TermAnalysis = z.infer<typeof termAnalysisSchema>;

/** POST /content/analysis (body: contentProjectRefRequestSchema) and /content/shared/analysis (sharedContentRequestSchema). */
export const contentAnalysisResponseSchema = z.object({
  project: contentProjectSchema,
  analysis: termAnalysisSchema,
  read_only: z.boolean(),
});
export type ContentAnalysisResponse = z.infer<typeof contentAnalysisResponseSchema>;

/** POST /content/wdf-idf: exactly one of `url` and `text` is the own page. */
export const adHocAnalysisRequestSchema = z
  .strictObject({
    company_id: idSchema,
    keyword: z.string().trim().min(1, 'Enter a keyword.').max(200, 'not more than 200 characters'),
    location: locationCodeSchema.default(2276),
    language: languageCodeSchema.default('de'),
    device: contentDeviceSchema.default('desktop'),
    url: z.string().trim().pipe(z.url({ protocol: /^https?$/, error: 'Enter a full address starting with https://' })).optional(),
    text: z.string().max(MAX_OWN_TEXT, `not more than ${MAX_OWN_TEXT} characters`).optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.url, body.text].filter((v) => v !== undefined && v.trim() !== '').length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Give either your page address (url) or your text (text), not both.' });
  });
export type AdHocAnalysisRequest = z.input<typeof adHocAnalysisRequestSchema>;

export const adHocCompetitorSchema = z.object({
  position: z.number().int(),
  url: z.string(),
  domain: z.string(),
  title: z.string(),
  /** Why the page could not be read; null when it was. */
  fetch_error: z.string().nullable(),
});
export const adHocAnalysisResponseSchema = z.object({
  analysis: termAnalysisSchema,
  competitors: z.array(adHocCompetitorSchema),
  own_source: z.enum(['url', 'text']),
});
export type AdHocAnalysisResponse = z.infer<typeof adHocAnalysisResponseSchema>;

export const briefingSchema = z.object({
  keyword: z.string(),
  intent: z.enum(SEARCH_INTENTS),
  /** The competitors' middle half, rounded to 50 words; null without competitors. */
  word_count: rangeSchema.nullable(),
  headings: z.array(z.object({ text: z.string(), level: z.union([z.literal(2), z.literal(3)]), pages: z.number().int() })),
  /** How often to use each term in a draft of the target length. */
  terms: z.array(z.object({ stem: z.string(), term: z.string(), range: rangeSchema, must_use: z.boolean() })),
  questions: z.array(z.string()),
  competitor_count: z.number().int(),
});
export type BriefingView = z.infer<typeof briefingSchema>;

/** POST /content/briefing and /content/shared/briefing. */
export const briefingResponseSchema = z.object({ project: contentProjectSchema, briefing: briefingSchema, read_only: z.boolean() });
export type BriefingResponse = z.infer<typeof briefingResponseSchema>;

/** POST /content/shared/draft: the draft behind a share link, read-only. */
export const sharedDraftResponseSchema = z.object({ project: contentProjectSchema, draft: draftSchema, read_only: z.literal(true) });
export type SharedDraftResponse = z.infer<typeof sharedDraftResponseSchema>;

/** The four shareable screens of a project; with a share id, the shared read-only view. */
export const CONTENT_PROJECT_SCREENS = {
  competitors: '/content-project/competitors',
  wdfIdf: '/content-project/wdf-idf',
  briefing: '/briefing',
  editor: '/content-editor',
} as const;
export type ContentProjectScreen = keyof typeof CONTENT_PROJECT_SCREENS;
export const contentProjectPath = (screen: ContentProjectScreen, projectId: number, shareId?: string | null) =>
  `${CONTENT_PROJECT_SCREENS[screen]}/${projectId}${shareId ? `/${shareId}` : ''}`;
