/**
 * The tool results as the offline planner reads them: the same compact JSON a model gets, parsed
 * leniently. Keyword text stays a string to print, never something to act on.
 */
import { z } from 'zod';

const num = z.number().nullable();

export const refusalSchema = z.object({ error: z.string(), message: z.string() });

export const collectionSchema = z.object({ id: z.number(), name: z.string(), keyword_count: z.number(), link: z.string() });
export const collectionsResultSchema = z.object({ collections: z.array(collectionSchema.extend({ location: z.number(), language: z.string() })) });

export const keywordFactSchema = z.object({
  keyword: z.string(),
  avgsv: num,
  month_volume: num.optional(),
  difficulty: num,
  cpc_high: num,
  seasonal: z.boolean(),
  peak: num,
  season: z.array(z.number()).nullable(),
});

export const collectionKeywordsResultSchema = z.object({ collection: collectionSchema, matched: z.number(), keywords: z.array(keywordFactSchema) });

export const keywordMetricsResultSchema = z.object({
  location: z.number(),
  language: z.string(),
  keywords: z.array(keywordFactSchema.extend({ months: z.record(z.string(), num) })),
});

export const seasonalityResultSchema = z.object({
  collection: z.object({ name: z.string(), link: z.string() }).optional(),
  total: z.number(),
  seasonal_count: z.number(),
  by_peak_month: z.record(z.string(), z.number()),
  keywords: z.array(z.object({ keyword: z.string(), avgsv: num, peak: num, season: z.array(z.number()).nullable() })),
});

export const projectSchema = z.object({
  id: z.number(),
  domain: z.string(),
  device: z.string(),
  keyword_count: z.number(),
  visibility_today: num,
  visibility_change_7: num,
  visibility_change_30: num,
  average_position: num,
  link: z.string(),
});
export const projectsResultSchema = z.object({ projects: z.array(projectSchema) });

const moverSchema = z.object({ keyword: z.string(), from: num, to: num, change: z.number() });
export const changesResultSchema = z.object({
  project: z.object({ id: z.number(), domain: z.string(), device: z.string(), link: z.string() }),
  day: z.string().nullable(),
  compared_with: z.string().nullable(),
  distribution: z.object({ top_3: z.number(), top_4_10: z.number(), top_11_20: z.number(), top_21_100: z.number(), not_found: z.number() }).loose(),
  losers: z.array(moverSchema),
  winners: z.array(moverSchema),
});

const contentLinks = { link: z.string(), editor_link: z.string() };
export const contentProjectsResultSchema = z.object({
  projects: z.array(z.object({ id: z.number(), keyword: z.string(), location: z.number(), language: z.string(), device: z.string(), status: z.string(), selected_count: z.number(), word_count: num, content_score: num, ...contentLinks })),
});

const termSchema = z.object({ term: z.string(), wdf_idf: z.number(), average_wdf: z.number(), max_wdf: z.number(), holding: z.number(), own_count: z.number(), own_wdf: z.number(), recommendation: z.string() });
export const contentTermsResultSchema = z.object({
  project: z.object({ id: z.number(), keyword: z.string(), ...contentLinks }),
  competitor_count: z.number(),
  draft: z.object({ word_count: num, content_score: num }),
  target_word_count: z.object({ min: z.number(), max: z.number() }).nullable(),
  analysed_terms: z.number(),
  recommendations: z.object({ more: z.number(), fewer: z.number(), fine: z.number(), missing: z.number() }),
  matched: z.number(),
  terms: z.array(termSchema),
});

export type CollectionsResult = z.infer<typeof collectionsResultSchema>;
export type CollectionKeywordsResult = z.infer<typeof collectionKeywordsResultSchema>;
export type KeywordMetricsResult = z.infer<typeof keywordMetricsResultSchema>;
export type SeasonalityResult = z.infer<typeof seasonalityResultSchema>;
export type ProjectsResult = z.infer<typeof projectsResultSchema>;
export type ChangesResult = z.infer<typeof changesResultSchema>;
export type ContentProjectsResult = z.infer<typeof contentProjectsResultSchema>;
export type ContentTermsResult = z.infer<typeof contentTermsResultSchema>;
export type Refusal = z.infer<typeof refusalSchema>;

/** A result as its schema reads it, or the tool's refusal, or undefined when it is neither. */
export function readResult<T>(schema: z.ZodType<T>, content: string | undefined): T | Refusal | undefined {
  if (content === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return undefined;
  }
  const refusal = refusalSchema.safeParse(json);
  if (refusal.success) return refusal.data;
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export const isRefusal = (value: unknown): value is Refusal => refusalSchema.safeParse(value).success;
