/**
 * The brand analysis of a dashboard (issue 18, /brand-analysis/{brandindex}): one brand's top
 * keywords, categories, and the months its share moved with the keywords that drove it.
 *
 *   POST /api/brands/analysis  brandAnalysisRequest → brandAnalysisResponse   (login + member)
 */
import { z } from 'zod';
import { BRAND_INDEX_MONTHS, dashboardBrandSchema, dashboardCardSchema, fraction, listnameSchema, monthKeySchema } from './brands.ts';
import { idSchema } from './ids.ts';

/** POST /api/brands/analysis: one brand of the dashboard; without `brand_id` the first brand. */
export const brandAnalysisRequestSchema = z.strictObject({
  company_id: idSchema,
  listname: listnameSchema,
  brand_id: idSchema.optional(),
});
export type BrandAnalysisRequest = z.infer<typeof brandAnalysisRequestSchema>;

export const brandKeywordStatSchema = z.object({
  keyword: z.string(),
  /** Average monthly volume over the latest 12 months; null without data. */
  avgsv: z.number().min(0).nullable(),
  /** The keyword's part of its brand's volume over the latest 12 months. */
  share_of_brand: fraction.nullable(),
  /** Latest 12 months against the 12 before. */
  change: z.number().nullable(),
});
export type BrandKeywordStat = z.infer<typeof brandKeywordStatSchema>;

export const brandCategorySchema = z.object({
  name: z.string(),
  keyword_count: z.number().int().min(0),
  volume: z.number().min(0),
  share_of_brand: fraction.nullable(),
  /** Up to 5 of its keywords, largest first. */
  keywords: z.array(z.string()),
});
export type BrandCategory = z.infer<typeof brandCategorySchema>;

export const shareDriverSchema = z.object({
  keyword: z.string(),
  brand_id: z.number().int().positive(),
  brand: z.string(),
  volume_before: z.number().min(0).nullable(),
  volume_after: z.number().min(0).nullable(),
  /** This keyword's part of the share change (fraction of points); all drivers of all brands sum to the change. */
  contribution: z.number(),
});
export type ShareDriver = z.infer<typeof shareDriverSchema>;

export const shareMovementSchema = z.object({
  month: monthKeySchema,
  previous_month: monthKeySchema,
  share_before: fraction,
  share_after: fraction,
  change: z.number().min(-1).max(1),
  direction: z.enum(['gain', 'loss']),
  /** The keywords that moved the share most, own and competitors', largest contribution first. */
  drivers: z.array(shareDriverSchema),
});
export type ShareMovement = z.infer<typeof shareMovementSchema>;

export const brandAnalysisResponseSchema = z.object({
  dashboard: dashboardCardSchema,
  brand: dashboardBrandSchema,
  months: z.array(monthKeySchema).max(BRAND_INDEX_MONTHS),
  top_keywords: z.array(brandKeywordStatSchema),
  categories: z.array(brandCategorySchema),
  questions: z.array(brandKeywordStatSchema),
  /** Months where the brand gained or lost share, largest change first. */
  movements: z.array(shareMovementSchema),
});
export type BrandAnalysisResponse = z.infer<typeof brandAnalysisResponseSchema>;
