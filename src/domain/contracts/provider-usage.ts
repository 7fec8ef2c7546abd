/**
 * Provider usage (issue 21, decision 0053): keyword lookups and provider calls of the company per
 * suite, this month and the previous one, from the cache and paid.
 *
 *   POST /api/settings/usage  usageRequest → usageResponse  (/settings: admin, plan check)
 */
import { z } from 'zod';
import { USAGE_SUITES } from '../provider-usage.ts';
import { idSchema } from './ids.ts';

export const usageRequestSchema = z.strictObject({ company_id: idSchema });
export type UsageRequest = z.input<typeof usageRequestSchema>;

const count = z.number().int().nonnegative();
export const usageTallySchema = z.object({ cache_keywords: count, cache_calls: count, paid_keywords: count, paid_calls: count });

export const usageResponseSchema = z.object({
  /** `YYYY-MM` (UTC) of this month and of the previous one. */
  current_month: z.string(),
  previous_month: z.string(),
  /** Suites with any lookup in either month, in the fixed order of USAGE_SUITES. */
  suites: z.array(z.object({ suite: z.enum(USAGE_SUITES), current: usageTallySchema, previous: usageTallySchema })),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
