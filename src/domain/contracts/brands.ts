/**
 * Brand dashboards and the brand index (issue 18, share of search). Every route is a POST with the
 * Bearer token; the body always carries `company_id`. Access as declared on the server
 * (docs/api-access.md): `/brands` screen rule = login, research suite, right 12, plan guard (plans
 * 1–3 blocked); `/add-dashboard` = research suite, right 25; `/brand-analysis` = login and member.
 *
 *   POST /api/brands/expand    brandExpandRequest   → brandExpandResponse     (/add-dashboard) keyword preview
 *   POST /api/brands/create    brandCreateRequest   → brandCreateResponse     (/add-dashboard) starts the first index job
 *   POST /api/brands/list      brandListRequest     → brandListResponse       (/brands) cards, newest first
 *   POST /api/brands/get       brandRefRequest      → brandDashboardResponse  (/brands) one card (poll while running)
 *   POST /api/brands/rename    brandRenameRequest   → brandDashboardResponse  (/brands)
 *   POST /api/brands/delete    brandRefRequest      → brandDeleteResponse     (/brands) undo with restore
 *   POST /api/brands/restore   brandRefRequest      → brandDashboardResponse  (/brands)
 *   POST /api/brands/refresh   brandRefRequest      → brandJobStartResponse   (/brands) a running index is answered, not doubled
 *   POST /api/brands/index     brandRefRequest      → brandIndexResponse      (/brands, i.e. /brand-index/{brandindex})
 *   POST /api/brands/analysis  (brand-analysis.ts)
 *
 * `{brandindex}` and the done notification's `/brand-index/{listname}` are the dashboard's `listname`,
 * a slug fixed at creation (a rename keeps old links working). Shares are fractions 0–1; changes of
 * share are fractions too (0.05 = 5 percentage points); months are `YYYYMM` keys, oldest first.
 * Another company's dashboard is a 404, as if it did not exist.
 */
import { z } from 'zod';
import {
  DUPLICATE_BRAND,
  EMPTY_DASHBOARD_NAME,
  MAX_BRAND_KEYWORDS,
  MAX_BRANDS,
  MAX_DASHBOARD_NAME,
  NO_BRANDS,
  TOO_MANY_BRAND_KEYWORDS,
  TOO_MANY_BRANDS,
  brandNameError,
} from '../brand-input.ts';
import type { KeywordRow } from '../keyword-row.ts';
import { phraseError, phraseIdentity } from '../phrase-validation.ts';
import { idSchema } from './ids.ts';
import { marketLanguageSchema, marketLocationSchema } from './keyword-data.ts';

/** The kind the job runner knows brand index runs by. */
export const BRAND_INDEX_JOB_KIND = 'brand-index';
/** The most months an index shows (SPEC §9: 48 months for the Google ads keyword build). */
export const BRAND_INDEX_MONTHS = 48;

/** Where a dashboard's index lives: the done notification (type 2) links here. */
export const brandIndexLink = (listname: string) => `/brand-index/${encodeURIComponent(listname)}`;
export const brandAnalysisLink = (listname: string) => `/brand-analysis/${encodeURIComponent(listname)}`;

export const listnameSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/u, 'Use the dashboard link name, lower-case letters, digits and hyphens.');
export const monthKeySchema = z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/u, 'Use a month key such as 202411.');
/** A share: 0 to 1. */
export const fraction = z.number().min(0).max(1);
const jobIdSchema = z.string().min(1).max(100);

const brandNameSchema = z.string().max(10_000).superRefine((name, ctx) => {
  const error = brandNameError(name);
  if (error !== null) ctx.addIssue({ code: 'custom', message: error });
});
const dashboardNameSchema = z.string().trim().min(1, EMPTY_DASHBOARD_NAME).max(MAX_DASHBOARD_NAME);

/** 1–50 brand names, each a valid phrase, each once (src/domain/brand-input.ts). */
const brandNamesSchema = z
  .array(brandNameSchema)
  .min(1, NO_BRANDS)
  .max(MAX_BRANDS, TOO_MANY_BRANDS)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const identity = phraseIdentity(name);
      if (identity !== '' && seen.has(identity)) ctx.addIssue({ code: 'custom', path: [index], message: DUPLICATE_BRAND });
      seen.add(identity);
    });
  });

const market = { location: marketLocationSchema, language: marketLanguageSchema };

// ---------------------------------------------------------------------------------------------
// Keyword expansion preview (/add-dashboard)

export const brandKeywordOriginSchema = z.enum(['name', 'variant', 'suggestion', 'manual']);
export type BrandKeywordOrigin = z.infer<typeof brandKeywordOriginSchema>;

export const brandKeywordProposalSchema = z.object({ keyword: z.string(), origin: brandKeywordOriginSchema });
export type BrandKeywordProposal = z.infer<typeof brandKeywordProposalSchema>;

/** POST /api/brands/expand: the keywords that will stand for each brand, before anything is stored. */
export const brandExpandRequestSchema = z.strictObject({ company_id: idSchema, brands: brandNamesSchema, ...market });
export type BrandExpandRequest = z.infer<typeof brandExpandRequestSchema>;

export const brandExpandResponseSchema = z.object({
  brands: z.array(z.object({ name: z.string(), keywords: z.array(brandKeywordProposalSchema).max(MAX_BRAND_KEYWORDS) })),
  /** Suggestion sources that failed (the brand still has its name and variants); empty when all answered. */
  warnings: z.array(z.string()),
});
export type BrandExpandResponse = z.infer<typeof brandExpandResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Create

const brandKeywordSchema = z.string().max(10_000).superRefine((keyword, ctx) => {
  const error = keyword.trim() === '' ? 'a keyword must not be empty' : phraseError(keyword);
  if (error !== null) ctx.addIssue({ code: 'custom', message: error });
});

export const brandCreateItemSchema = z.strictObject({
  name: brandNameSchema,
  /** The keywords chosen on the preview; the brand name itself is always counted, added when left out. */
  keywords: z.array(brandKeywordSchema).max(MAX_BRAND_KEYWORDS, TOO_MANY_BRAND_KEYWORDS).default([]),
});
export type BrandCreateItem = z.input<typeof brandCreateItemSchema>;

/** POST /api/brands/create: stores the dashboard and starts its first index job. */
export const brandCreateRequestSchema = z.strictObject({
  company_id: idSchema,
  name: dashboardNameSchema,
  ...market,
  brands: z
    .array(brandCreateItemSchema)
    .min(1, NO_BRANDS)
    .max(MAX_BRANDS, TOO_MANY_BRANDS)
    .superRefine((brands, ctx) => {
      const seen = new Set<string>();
      brands.forEach((brand, index) => {
        const identity = phraseIdentity(brand.name);
        if (identity !== '' && seen.has(identity)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: DUPLICATE_BRAND });
        seen.add(identity);
      });
    }),
});
export type BrandCreateRequest = z.input<typeof brandCreateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Cards (/brands)

export const dashboardStatusSchema = z.enum(['queued', 'running', 'done', 'failed', 'interrupted']);
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;

export const dashboardBrandSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** 0-based position: the brand's colour in every chart. */
  position: z.number().int().min(0),
  keyword_count: z.number().int().min(0),
});
export type DashboardBrand = z.infer<typeof dashboardBrandSchema>;

export const dashboardCardSchema = z.object({
  id: z.number().int().positive(),
  listname: listnameSchema,
  name: z.string(),
  location: z.number().int(),
  language: z.string(),
  brands: z.array(dashboardBrandSchema),
  /** Status of the newest index run; a dashboard always has one (created with it). */
  status: dashboardStatusSchema,
  /** Whole percent of finished batches of the newest run. */
  progress: z.number().int().min(0).max(100),
  job_id: jobIdSchema.nullable(),
  /** The newest run's error text (`no_credits_left` has its own), null unless it failed. */
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  /** The newest month of the finished index; null before the first index is done. */
  month: monthKeySchema.nullable(),
  /** The brand with the largest share in `month`. */
  leader: z.object({ brand_id: z.number().int().positive(), name: z.string(), share: fraction }).nullable(),
  /** The leader's share in `month` minus its share a year before; null when that month is missing. */
  leader_share_change: z.number().min(-1).max(1).nullable(),
  /** The leader's share over the last 12 months of the index (null = month without data), oldest first. */
  sparkline: z.array(z.object({ month: monthKeySchema, share: fraction.nullable() })),
  /** When the last index finished. */
  refreshed_at: z.string().datetime().nullable(),
  created_at: z.string().datetime(),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

export const brandListRequestSchema = z.strictObject({ company_id: idSchema });
export const brandListResponseSchema = z.object({ dashboards: z.array(dashboardCardSchema) });
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;

/** The body of every call about one dashboard. */
export const brandRefRequestSchema = z.strictObject({ company_id: idSchema, listname: listnameSchema });
export type BrandRefRequest = z.infer<typeof brandRefRequestSchema>;

export const brandDashboardResponseSchema = z.object({ dashboard: dashboardCardSchema });
export type BrandDashboardResponse = z.infer<typeof brandDashboardResponseSchema>;

export const brandRenameRequestSchema = z.strictObject({ company_id: idSchema, listname: listnameSchema, name: dashboardNameSchema });
export type BrandRenameRequest = z.infer<typeof brandRenameRequestSchema>;

/** A deleted dashboard is hidden, not gone: restore brings it back with its index (undo). */
export const brandDeleteResponseSchema = z.object({ listname: listnameSchema, deleted: z.literal(true) });
export type BrandDeleteResponse = z.infer<typeof brandDeleteResponseSchema>;

/** The answer of create and refresh: the index job that runs (or already ran) for the dashboard. */
export const brandJobStartResponseSchema = z.object({
  listname: listnameSchema,
  job_id: jobIdSchema,
  total_batches: z.number().int().positive(),
  keyword_count: z.number().int().positive(),
  /** True when a run of this dashboard was already queued or running and is answered instead. */
  already_running: z.boolean(),
});
export type BrandJobStartResponse = z.infer<typeof brandJobStartResponseSchema>;

export const brandCreateResponseSchema = z.object({ dashboard: dashboardCardSchema, job: brandJobStartResponseSchema });
export type BrandCreateResponse = z.infer<typeof brandCreateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The index (/brand-index/{brandindex})

export const periodChangeSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable(), change: z.number().nullable() });

export const brandIndexSeriesSchema = z.object({
  brand_id: z.number().int().positive(),
  name: z.string(),
  position: z.number().int().min(0),
  /** Search volume of the brand's keywords per month, aligned with `months`; null = no data that month. */
  volumes: z.array(z.number().min(0).nullable()),
  /** Share of search per month, aligned with `months`; null = month without data. */
  shares: z.array(fraction.nullable()),
  /** Volume of the newest month against the same month a year before, and the 12 months against the 12 before. */
  volume_change: z.object({ month: periodChangeSchema, twelve_months: periodChangeSchema }),
  /** Share in the newest month minus the share a year before (fraction of points); null when unknown. */
  share_change: z.number().min(-1).max(1).nullable(),
  /** SPEC §9 seasonality of the brand's volume over its latest 12 months. */
  seasonality: z.object({ seasonal: z.boolean(), peak: z.number().int().min(1).max(12).nullable(), season: z.array(z.number().int().min(1).max(12)).nullable() }),
});
export type BrandIndexSeries = z.infer<typeof brandIndexSeriesSchema>;

/** A brand keyword as a SPEC §3 keyword row (for the workbench) with the brand it stands for. */
export type BrandKeywordRow = { brand_id: number; row: KeywordRow };
const brandKeywordRowSchema = z.object({ brand_id: z.number().int().positive(), row: z.custom<KeywordRow>() });

export const brandIndexResponseSchema = z.object({
  dashboard: dashboardCardSchema,
  /** Up to 48 months, oldest first; empty before the first index is done. */
  months: z.array(monthKeySchema).max(BRAND_INDEX_MONTHS),
  /** Sum of all brands' volumes per month; null = month without data. */
  totals: z.array(z.number().min(0).nullable()),
  brands: z.array(brandIndexSeriesSchema),
  keywords: z.array(brandKeywordRowSchema),
});
export type BrandIndexResponse = z.infer<typeof brandIndexResponseSchema>;
