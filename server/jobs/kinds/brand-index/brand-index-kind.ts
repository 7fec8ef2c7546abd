import { BRAND_INDEX_JOB_KIND } from '../../../../src/domain/contracts/brands.ts';
import { compactMetricsSchema, type CompactMetrics } from '../../../../src/domain/compact-metrics.ts';
import { defineJobKind } from '../../job-kind.ts';
import { brandIndexHandler } from './brand-index-handler.ts';
import { brandIndexMessages } from './brand-index-messages.ts';
import { brandIndexPayloadSchema } from './brand-index-payload.ts';
import { brandIndexSchedule } from './brand-index-schedule.ts';

/** A brand index run (issue 18): every keyword of a dashboard in batches of 700, refreshed monthly. */
export const brandIndexKind = defineJobKind({
  kind: BRAND_INDEX_JOB_KIND,
  label: 'brand index',
  suite: 'brands',
  payload: brandIndexPayloadSchema,
  handler: (services) => brandIndexHandler(services),
  messages: brandIndexMessages,
  rows: (items): CompactMetrics[] => items.map((item) => compactMetricsSchema.parse(item)),
  schedule: brandIndexSchedule,
});
