import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  analyticsConfigResponseSchema,
  pageViewCollectRequestSchema,
  pageViewCollectResponseSchema,
  pageViewListRequestSchema,
  pageViewListResponseSchema,
  type AnalyticsConfigResponse,
  type PageViewListResponse,
} from '../../src/domain/contracts/page-views.ts';
import { pageViewDay } from '../../src/domain/page-analytics.ts';
import { PageViewStore } from '../analytics/page-view-store.ts';
import type { Database } from '../db/schema.ts';
import { apiGet, apiPost } from '../http/api-route.ts';

type Deps = { db: Kysely<Database>; analytics: { url: string; siteId: number } | undefined; now?: () => Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Page analytics (decision 0044): where the browser sends views, the offline collector, the admins' counts. */
export async function pageViewRoutes(app: FastifyInstance, { db, analytics, now = () => new Date() }: Deps): Promise<void> {
  const store = new PageViewStore(db);

  // Public: the tracker asks before it knows whether anyone is logged in, and the answer names no one.
  apiGet(app, '/analytics/config', { access: 'public', response: analyticsConfigResponseSchema }, async (): Promise<AnalyticsConfigResponse> => ({
    target: analytics ? { kind: 'matomo', url: analytics.url, site_id: analytics.siteId } : { kind: 'collector' },
  }));

  // Any status: the end-of-test and pricing screens are screens too.
  apiPost(app, '/analytics/collect', { access: 'member_any_status', body: pageViewCollectRequestSchema, response: pageViewCollectResponseSchema }, async ({ body }) => {
    await store.count(body.company_id, body.path, pageViewDay(now()));
    return { counted: true as const };
  });

  // The Settings screen's rule (admin, plan check): the counts are the company's own, nobody else's.
  apiPost(app, '/analytics/page-views', { access: { screen: '/settings' }, body: pageViewListRequestSchema, response: pageViewListResponseSchema }, async ({ body }): Promise<PageViewListResponse> => {
    const today = now();
    const to = pageViewDay(today);
    const from = pageViewDay(new Date(today.getTime() - (body.days - 1) * DAY_MS));
    return { from, to, rows: await store.list(body.company_id, from, to) };
  });
}
