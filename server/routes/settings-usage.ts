import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { usageRequestSchema, usageResponseSchema, type UsageResponse } from '../../src/domain/contracts/provider-usage.ts';
import { usageFromDay, usageMonths, usagePerSuite } from '../../src/domain/provider-usage.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { UsageStore } from '../usage/usage-store.ts';

type Deps = { db: Kysely<Database>; now?: (() => Date) | undefined };

/** Settings → Usage (issue 21, decision 0053): the company's lookups per suite, this month and the previous one. */
export async function settingsUsageRoutes(app: FastifyInstance, { db, now = () => new Date() }: Deps): Promise<void> {
  const store = new UsageStore(db);

  // The Settings screen's rule (admin of this company, plan check): the counts are the company's own.
  apiPost(app, '/settings/usage', { access: { screen: '/settings' }, body: usageRequestSchema, response: usageResponseSchema }, async ({ company }): Promise<UsageResponse> => {
    const months = usageMonths(now());
    const counts = await store.monthly(company.id, usageFromDay(months));
    return { current_month: months.current, previous_month: months.previous, suites: usagePerSuite(counts, months) };
  });
}
