/**
 * Page analytics (decision 0044). With `ANALYTICS_URL` set the browser sends page views to that
 * Matomo-compatible service; without it to the server's own collector, which counts views per
 * company, screen pattern and day (no user, no address).
 *
 *   GET  /api/analytics/config      (public)            → analyticsConfigResponse
 *   POST /api/analytics/collect     pageViewCollect     → pageViewCollectResponse (member, any status)
 *   POST /api/analytics/page-views  pageViewListRequest → pageViewListResponse    (/settings: admin, plan check)
 */
import { z } from 'zod';
import { ROUTE_PATTERNS } from '../access-routes.ts';
import { idSchema, wholeNumberSchema } from './ids.ts';

export const MAX_PAGE_VIEW_DAYS = 90;
export const DEFAULT_PAGE_VIEW_DAYS = 30;

export const analyticsConfigResponseSchema = z.object({
  /** Where page views go: the Matomo-compatible service, or the server's own collector. */
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('matomo'), url: z.string(), site_id: z.number().int().positive() }),
    z.object({ kind: z.literal('collector') }),
  ]),
});
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>;

const screenPattern = z.string().refine((path) => ROUTE_PATTERNS.includes(path), 'must be a screen pattern of SPEC §2, such as /research/{researchname}');

export const pageViewCollectRequestSchema = z.strictObject({ company_id: idSchema, path: screenPattern });
export type PageViewCollectRequest = z.infer<typeof pageViewCollectRequestSchema>;
export const pageViewCollectResponseSchema = z.object({ counted: z.literal(true) });

export const pageViewListRequestSchema = z.strictObject({
  company_id: idSchema,
  /** The last so many days, today included. */
  days: wholeNumberSchema(1, MAX_PAGE_VIEW_DAYS).default(DEFAULT_PAGE_VIEW_DAYS),
});
export type PageViewListRequest = z.input<typeof pageViewListRequestSchema>;

export const pageViewRowSchema = z.object({ path: z.string(), day: z.string(), count: z.number().int().nonnegative() });
export type PageViewRow = z.infer<typeof pageViewRowSchema>;
export const pageViewListResponseSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(pageViewRowSchema) });
export type PageViewListResponse = z.infer<typeof pageViewListResponseSchema>;
